import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteLayout } from './SiteLayout';
import { revealCurrentTab } from './enhance';

describe('revealCurrentTab', () => {
  it("scrolls the tab row, and only it, to the page's own tab", () => {
    const { container } = render(<SiteLayout current="companyContact">x</SiteLayout>);
    const row = container.querySelector('ul')!;
    const tab = container.querySelector<HTMLElement>('[aria-current="page"]')!;
    // happy-dom lays nothing out: give the row and the tab the boxes a 360 px phone gives them.
    Object.defineProperties(row, { clientWidth: { value: 360 } });
    Object.defineProperties(tab, { offsetLeft: { value: 500 }, offsetWidth: { value: 100 } });
    revealCurrentTab();
    expect(row.scrollLeft).toBe(500 - (360 - 100) / 2);
    expect(document.documentElement.scrollLeft).toBe(0);
  });

  it('does nothing on a page outside the tabs', () => {
    const { container } = render(<SiteLayout>x</SiteLayout>);
    revealCurrentTab();
    expect(container.querySelector('ul')!.scrollLeft).toBe(0);
  });
});
