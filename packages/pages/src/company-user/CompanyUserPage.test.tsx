import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyUserPage } from './CompanyUserPage';

const open = () => render(<CompanyUserPage />);

describe('CompanyUserPage', () => {
  it('/User says there is nothing yet and links home', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
