import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setCommonParams } from '../../session/session';
import { fetchContactInfo } from './personal-center';

describe('fetchContactInfo', () => {
  it('resolves with the e-mail and telephone and sends the common params in the query', async () => {
    let seen: URL | undefined;
    server.events.on('request:start', ({ request }) => {
      seen = new URL(request.url);
    });
    setCommonParams({ sessionId: 'abc', deviceId: 'd1' });
    const result = await fetchContactInfo({ overall: 1 });
    expect(result).toEqual({ ok: true, data: { email: 'help@pesoloan.ph', smWa: '09171234567' }, message: 'success' });
    expect(seen?.searchParams.get('sessionId')).toBe('abc');
    expect(seen?.searchParams.get('deviceId')).toBe('d1');
    server.events.removeAllListeners();
  });

  it('resolves with a NetworkError when the connection fails', async () => {
    server.use(http.post('*/planes/v3/personal-center/contact-kf-info', () => HttpResponse.error()));
    const result = await fetchContactInfo();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('network');
  });

  it('resolves with an ApiError carrying the server message on a non-success code', async () => {
    server.use(
      http.post('*/planes/v3/personal-center/contact-kf-info', () =>
        HttpResponse.json({ code: 1002, message: 'Session expired' }),
      ),
    );
    const result = await fetchContactInfo();
    expect(result).toMatchObject({ ok: false, error: { kind: 'api', code: '1002', message: 'Session expired' } });
  });

  it('degrades a field of the wrong kind to empty with a warning, and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/planes/v3/personal-center/contact-kf-info', () =>
        HttpResponse.json({ code: 0, data: { email: { address: 'x' }, smWa: 9171234567 } }),
      ),
    );
    const result = await fetchContactInfo();
    expect(result).toMatchObject({ ok: true, data: { email: '', smWa: '9171234567' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unexpected text (object)'));
  });

  it('resolves with a SchemaError when data is not an object at all', async () => {
    server.use(
      http.post('*/planes/v3/personal-center/contact-kf-info', () =>
        HttpResponse.json({ code: 0, data: ['not', 'the', 'shape'] }),
      ),
    );
    const result = await fetchContactInfo();
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema' } });
  });
});
