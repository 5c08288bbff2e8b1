import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { BankForm } from './BankForm';
import { fillEWallet, SAMPLE_ITEMS as ITEMS } from './sample-items';

const CARD_TYPES = [
  { type: 1, name: 'Bank account' },
  { type: 2, name: 'E-wallet' },
];

describe('BankForm', () => {
  it('keeps what she typed into the server-rendered form before it hydrated, and sends it (issue 80)', async () => {
    // The edge renderer's form: she types into it while the page's script loads on a slow phone.
    const onSubmit = vi.fn();
    const form = <BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={onSubmit} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    onTestFinished(() => container.remove());
    const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
    field('Account number').value = '12345678';
    field('Account name').value = 'Maria Santos';
    // The form library renders the fields again right after hydrating, and listens only from its own effects.
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(field('Account number')).toHaveValue('1234 5678');
    expect(field('Account name')).toHaveValue('Maria Santos');
    await userEvent.type(field('Account number'), '90');
    expect(field('Account number')).toHaveValue('1234 5678 90');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Not sent (other fields are required), but what she typed is what the form holds.
    await waitFor(() => expect(screen.getAllByText(/is required/).length).toBeGreaterThan(0));
    expect(field('Account number')).toHaveValue('1234 5678 90');
    expect(field('Account name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the fields of the chosen card type and switches with the card type', async () => {
    render(<BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-wallet mobile number' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'E-wallet' }));
    expect(screen.getByRole('textbox', { name: 'E-wallet mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Bank' })).toBeNull();
  });

  it('marks an empty date, so its mm/dd/yyyy reads as a placeholder, not a value', async () => {
    const { container } = render(<BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={vi.fn()} />);
    const date = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(date).toHaveAttribute('data-empty');
    await userEvent.type(date, '1990-05-17');
    expect(date).not.toHaveAttribute('data-empty');
  });

  it('requires every visible field, with messages tied to the fields', async () => {
    const onSubmit = vi.fn();
    render(<BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Account name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(
      'Account name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says its messages again in the language the page switches to', async () => {
    const form = (language: 'en' | 'fil') => (
      <I18nProvider language={language}>
        <BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={vi.fn()} />
      </I18nProvider>
    );
    const { rerender } = render(form('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Account name is required')).toBeInTheDocument();
    rerender(form('fil'));
    expect(await screen.findByText('Kailangang punan ang Account name')).toBeInTheDocument();
    expect(screen.queryByText('Account name is required')).toBeNull();
  });

  it('focuses the first field in error, so the keyboard opens where the borrower must type', async () => {
    render(<BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveFocus());
  });

  it('submits the values of the visible fields with the card type', async () => {
    const onSubmit = vi.fn();
    const onValuesChange = vi.fn();
    render(
      <BankForm
        items={ITEMS}
        cardTypes={CARD_TYPES}
        onSubmit={onSubmit}
        onValuesChange={onValuesChange}
        defaultCardType={2}
      />,
    );
    await fillEWallet({ queries: screen, user: userEvent });
    expect(screen.getByRole('textbox', { name: 'E-wallet mobile number' })).toHaveValue('0917 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          walletName: 'GCash',
          accountName: 'Juan Dela Cruz',
          walletPhone: '09171234567',
          birthday: '1990-05-17',
          address: 'NCR / Metro Manila / Quezon City',
          idNumber: '123456',
        },
        2,
      ),
    );
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ idNumber: '123456' }), 2);
  });

  it('takes digits only in a text field (part 1 §5), letters only where the server marks a name', async () => {
    const items = [
      ...ITEMS,
      {
        ...ITEMS.find((item) => item.code === 'idNumber')!,
        code: 'branch',
        title: 'Branch code',
        inputType: 'text' as const,
      },
    ];
    render(<BankForm items={items} cardTypes={CARD_TYPES} onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Branch code' }), 'AB12-3c4');
    expect(screen.getByRole('textbox', { name: 'Branch code' })).toHaveValue('1234');
    await userEvent.type(screen.getByRole('textbox', { name: 'ID number' }), 'x9y8');
    expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue('98');
    await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'Juan Dela Cruz');
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('Juan Dela Cruz');
  });

  it('refuses a mobile number of the wrong market', async () => {
    render(<BankForm items={ITEMS} cardTypes={CARD_TYPES} onSubmit={vi.fn()} defaultCardType={2} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-wallet mobile number' }), '12345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the correct mobile number')).toBeInTheDocument();
  });

  it('restores a draft', () => {
    render(
      <BankForm
        items={ITEMS}
        cardTypes={CARD_TYPES}
        onSubmit={vi.fn()}
        defaultValues={{ accountName: 'Maria Santos', cardNo: '12345678901' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('Maria Santos');
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234 5678 901');
  });
});
