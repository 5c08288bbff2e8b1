import { afterEach, describe, expect, it } from 'vitest';
import { hrefFor } from '../routes/routes';
import {
  getCommonParams,
  initSession,
  onCommonParamsChange,
  parseQuery,
  setCommonParams,
  updateCommonParams,
  withQuery,
} from './session';

afterEach(() => setCommonParams({}));

describe('parseQuery', () => {
  it('maps the query and mirrors product_id and productId', () => {
    expect(parseQuery('?productId=P1&x=1')).toEqual({ productId: 'P1', product_id: 'P1', x: '1' });
    expect(parseQuery('product_id=P2')).toEqual({ product_id: 'P2', productId: 'P2' });
    expect(parseQuery('')).toEqual({});
  });
});

describe('common params', () => {
  it('are read from the page URL and travel with every route link; explicit params win', () => {
    initSession('?sessionId=s1&deviceId=d1&orderId=O1');
    expect(getCommonParams()).toEqual({ sessionId: 's1', deviceId: 'd1', orderId: 'O1' });
    const href = hrefFor('repayUrl', { orderId: 'O2', productId: 'P1' });
    expect(href.startsWith('/odiousAnd/?')).toBe(true);
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({
      sessionId: 's1',
      deviceId: 'd1',
      orderId: 'O2',
      productId: 'P1',
    });
  });

  it('are rebuilt when session values change, and listeners hear it', () => {
    initSession('?sessionId=s1');
    const heard: unknown[] = [];
    const stop = onCommonParamsChange((params) => heard.push(params));
    updateCommonParams({ sessionId: 's2', gps_adid: undefined, appVersion: '3.3.0' });
    stop();
    expect(getCommonParams()).toEqual({ sessionId: 's2', appVersion: '3.3.0' });
    expect(heard).toEqual([{ sessionId: 's2', appVersion: '3.3.0' }]);
    expect(hrefFor('customerService')).toBe('/theThat/?sessionId=s2&appVersion=3.3.0');
  });
});

describe('withQuery', () => {
  it('keeps the hash and existing params', () => {
    expect(withQuery('https://x.ph/p?a=1#top', { b: 2, c: undefined, d: null })).toBe('https://x.ph/p?a=1&b=2#top');
  });
});
