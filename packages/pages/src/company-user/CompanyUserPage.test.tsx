import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyUserPage } from './CompanyUserPage';

const open = () => render(<CompanyUserPage />);

describe('CompanyUserPage', () => {
  it('/User says where the account lives and gives the way there (the app) and home, never a placeholder', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText(/open it and tap Account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', 'loanapp://');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/nothing here|no content yet/i);
  });
});
