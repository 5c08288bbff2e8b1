import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { CompanyPolicyPage } from './CompanyPolicyPage';

afterEach(() => setConfig(undefined));

const open = () =>
  render(
    <I18nProvider language="en">
      <CompanyPolicyPage />
    </I18nProvider>,
  );

describe('CompanyPolicyPage', () => {
  it('/Policy frames a configured policy page, sandboxed, with a link to open it', () => {
    setConfig({ company: { policyUrl: 'https://bayanihan.example/privacy' } });
    open();
    const frame = screen.getByTitle('Privacy policy');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(screen.getByRole('link', { name: 'Open the privacy policy in its own page' })).toHaveAttribute(
      'href',
      'https://bayanihan.example/privacy',
    );
  });

  it.each(['', 'javascript:alert(1)', 'data:text/html,<script>1</script>'])(
    '/Policy with policyUrl %j shows the built-in policy instead',
    (policyUrl) => {
      setConfig({ company: { policyUrl } });
      const { container } = open();
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: '7. Your rights' })).toBeTruthy();
    },
  );
});
