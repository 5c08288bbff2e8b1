// @vitest-environment node
/** The prerender program the site build runs (scripts/lib/prerender.tsx, issue 29.5). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { useT } from '@loan-webview/kit/i18n';
import { definePage, mountPage } from '@loan-webview/pages/shell';
import { prerender } from './lib/prerender';

function Retry() {
  return <p>{useT()('common.retry')}</p>;
}
const interactive = mountPage(definePage({ route: 'customerService', Page: Retry }));
const still = mountPage(definePage({ route: 'aboutUs', Page: Retry, static: true }));

function configFile(config: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'prerender-')), 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

afterEach(() => setConfig(undefined));

describe('prerender', () => {
  it('refuses a static page whose content needs scripts it will never have', async () => {
    const impossible = definePage({ route: 'aboutUs', Page: Retry, static: true, contentNeedsScripts: true });
    await expect(prerender([['about-us', impossible]], undefined)).rejects.toThrow(
      'entries/about-us: a static page has no scripts',
    );
  });

  it('refuses a page that loads data without its anatomy: its own frame, its skeleton declared apart', async () => {
    const ownFrame = definePage({
      route: 'repayUrl',
      Page: Retry,
      firstRequest: { endpoint: 'installmentInfo', payload: { orderId: { query: 'orderId' } } },
    });
    await expect(prerender([['installment-repayment', ownFrame]], undefined)).rejects.toThrow(
      'entries/installment-repayment: a page that loads data is declared by its anatomy',
    );
  });

  it('carries the example query a page declares, which the manifest gives npm start, the tests and the bench', async () => {
    const example = { orderId: 'ORD174' };
    const page = mountPage(definePage({ route: 'complaint', Page: Retry, example }));
    const result = await prerender([['complaint-home', page]], undefined);
    expect(result.pages[0].example).toEqual(example);
  });

  it('places a page on the route it adds, beside the spec’s', async () => {
    const adds = definePage({
      route: 'loanHistoryPrerender' as 'complaint',
      Page: Retry,
      addsRoute: { path: '/loanHistoryPrerender', title: 'Loan history' },
    });
    const result = await prerender([['loan-history', mountPage(adds)]], undefined);
    expect(result.routes.loanHistoryPrerender).toEqual({ path: '/loanHistoryPrerender', title: 'Loan history' });
    expect(result.routes.confirmUrl.path).toBe('/theMark');
  });

  it('renders an interactive page once in the default language, a static page in every language', async () => {
    const result = await prerender(
      [
        ['customer-service', interactive],
        ['about-us', still],
      ],
      configFile({ language: 'id', brandColors: { primary: '#123456' } }),
    );
    const [live, fixed] = result.pages;
    expect(live).toMatchObject({ name: 'customer-service', route: 'customerService', static: false, languages: {} });
    expect(live.html).toContain('<p>Retry</p>');
    expect(result.hydratedLanguage).toBe('en');
    expect(fixed).toMatchObject({ name: 'about-us', static: true });
    expect(result.defaultLanguage).toBe('id');
    expect(Object.keys(fixed.languages).sort()).toEqual(['en', 'fil', 'zh']);
    expect(fixed.languages.zh).toContain('<p>重试</p>');
    expect(fixed.languages.fil).toContain('<p>Subukang muli</p>');
    expect(result.themeColor).toBe('#123456');
    expect(result.bootFallback).toContain('loan-boot-fallback');
    expect(result.offlineWorkerSource({ page: 'aboutUs', version: '1', files: [] })).toContain('caches.open');
  });

  it('refuses a configuration file it cannot use, naming the field', async () => {
    await expect(prerender([['about-us', still]], configFile({ language: 'fr' }))).rejects.toThrow(/language/);
  });
});
