import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { recordIosBridge } from '../shell/test-bridge';
import { ComplaintListPage } from './ComplaintListPage';

const posted = recordIosBridge();

afterEach(() => setCommonParams({}));

describe('ComplaintListPage', () => {
  it('with no complaints at all, leads back to the borrower’s account (toMine)', async () => {
    setCommonParams({ sessionId: 's1', mock: 'empty' });
    render(
      <I18nProvider language="en">
        <ComplaintListPage />
      </I18nProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back to my account' }));
    expect(posted).toEqual([{ action: 'toMine', payload: [''] }]);
  });
});
