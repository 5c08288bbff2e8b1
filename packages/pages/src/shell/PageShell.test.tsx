import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCommonParams } from '@loan-webview/kit/session';
import { PageShell } from './PageShell';

describe('PageShell', () => {
  it('shows the page in the language of lang=, the document titled in it for the native title bar', async () => {
    setCommonParams({ lang: 'tl' });
    render(
      <PageShell route="loanDetailUrl">
        <p>content</p>
      </PageShell>,
    );
    await waitFor(() => expect(document.title).toBe('Detalye ng order'));
    expect(document.documentElement.lang).toBe('fil');
  });

  it('titles the document in English by default', async () => {
    setCommonParams({});
    render(
      <PageShell route="repayDelayUrl">
        <p>content</p>
      </PageShell>,
    );
    await waitFor(() => expect(document.title).toBe('Rollover Repayment'));
  });
});
