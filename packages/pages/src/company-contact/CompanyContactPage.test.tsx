import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText } from '@loan-webview/kit/testing';
import { CompanyContactPage } from './CompanyContactPage';
import { enhanceContactForm } from './enhance';

afterEach(() => sessionStorage.clear());

function open() {
  const view = render(<CompanyContactPage />);
  enhanceContactForm(document);
  return view;
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('CompanyContactPage', () => {
  it('is prerendered with Send disabled and a note: only the script enables it and hides the note', () => {
    render(<CompanyContactPage />);
    expect(send()).toBeDisabled();
    expect(screen.getByText(/This form needs JavaScript/)).toBeVisible();
    enhanceContactForm(document);
    expect(send()).toBeEnabled();
    expect(screen.queryByText(/This form needs JavaScript/)).not.toBeVisible();
  });

  it.each([
    ['nothing', {}],
    ['no message', { 'Full name': 'Maria Santos', 'Phone number': '09171234567' }],
    ['only spaces for a name', { 'Full name': '   ', 'Phone number': '09171234567', Message: 'Hi' }],
  ])('with %s, Send says every field is needed and keeps what was typed', async (_name, values) => {
    open();
    for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(send());
    expect(screen.getByRole('status')).toHaveTextContent('Please provide complete information!');
    for (const [label, value] of Object.entries(values)) {
      expect(screen.getByLabelText(label)).toHaveValue(label === 'Phone number' ? '0917 123 4567' : value);
    }
    expect(screen.getByRole('img', { name: 'Message ready', hidden: true }).closest('[hidden]')).not.toBeNull();
  });

  it('keeps the phone to 11 digits, grouped the Philippine way', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Phone number'), '0917-123-45678999abc');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0917 123 4567');
  });

  it('on Send with every field, clears the form and shows the confirmation', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Full name'), 'Maria Santos');
    await userEvent.type(screen.getByLabelText('Phone number'), '09171234567');
    await userEvent.type(screen.getByLabelText('Message'), 'When is my due date?');
    await userEvent.click(send());
    expect(screen.getByRole('img', { name: 'Message ready' })).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(sessionStorage.getItem('loan.contactDraft')).toBeNull();
  });

  it('restores the draft after a reload', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Full name'), 'Maria');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    first.unmount();
    open();
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('ignores a draft that is not JSON', () => {
    sessionStorage.setItem('loan.contactDraft', '{oops');
    open();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    fireEvent.submit(screen.getByLabelText('Full name').closest('form')!);
    expect(screen.getByRole('status')).toHaveTextContent('Please provide complete information!');
  });

  it.each(['en', 'zh', 'id', 'fil'] as const)('shows only catalog text in %s', (language) => {
    const { container } = render(
      <I18nProvider language={language}>
        <CompanyContactPage />
      </I18nProvider>,
    );
    // The regulator's channel is configuration, as the phone and e-mail are.
    expectOnlyCatalogText(container, [
      '[Lender name] Lending Corporation',
      /^\[.*\]/,
      /@example\.ph$/,
      /^\d+$/,
      'www.sec.gov.ph',
    ]);
  });
});
