import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { CompanyUserPage } from './CompanyUserPage';

const open = () => render(<CompanyUserPage />);

afterEach(() => setConfig({}));

describe('CompanyUserPage', () => {
  it('/User says where the account lives and gives the way there (the app) and home, never a placeholder', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText(/open it and tap Account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', 'loanapp://');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/nothing here|no content yet/i);
  });

  it('makes "Open the app" the page’s one primary action, with the stores beside it for a phone without the app', () => {
    setConfig({ appStores: { android: 'https://play.google.com/store/apps/details?id=ph.pesoloan.app' } });
    open();
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveClass('loan-site__cta');
    expect(document.querySelectorAll('.loan-site__cta:not(.loan-site__cta--secondary)')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveClass('loan-site__cta--secondary');
  });
});
