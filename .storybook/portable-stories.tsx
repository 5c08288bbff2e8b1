/**
 * Every story, rendered as a portable story in happy-dom: it must render without throwing, pass its play
 * function, and have no axe violations (a page's story: where its play function took it; see `AxeScope`). Designers' states are thereby tested states. Two test files share this
 * check, the kit's stories and the pages' (a single file of 271 stories was the unit step's last 45 s on one
 * thread while the other sat idle).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { annotations } from './annotations';

setProjectAnnotations([annotations]);

export type StoryModule = Parameters<typeof composeStories>[0];

// Layout-dependent rules cannot be judged without a layout engine; Storybook's a11y addon checks them in a browser.
// aria-hidden-focus: behind a modal, Radix hides the page with aria-hidden and traps focus in the dialog, a
// trap axe cannot see; the open dialogs themselves are checked below.
// iframes: happy-dom loads no frames, so axe cannot enter the agreement frame; Chromium's checks do.
const AXE_OPTIONS: axe.RunOptions = {
  iframes: false,
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'aria-hidden-focus': { enabled: false } },
};

type ComposedStory = ReturnType<typeof composeStories>[string];

/**
 * Lets effects and the embedded backend settle before the markup is judged, unless the story is a busy state
 * (tagged `busy`, or a page on the backend's 2 s `slow` answer or a `pending` one, which never comes): that state
 * is what it shows. A story still loading after 3 s fails: it would otherwise pass while showing its skeleton.
 */
export async function settled(container: HTMLElement, Story: Pick<ComposedStory, 'tags' | 'parameters'>) {
  const query = Story.parameters.query as Record<string, string> | undefined;
  // `pending:<endpoint>` holds one answer back: that part's busy state is the story.
  if (Story.tags.includes('busy') || /^(slow|pending)\b/.test(query?.mock ?? '')) return;
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 3000 });
}

/**
 * Which stories axe judges here. `all`: the kit's components. `played`: a page's stories whose play function
 * reaches a state (a dialog opened, a form filled); the states a page loads into are judged once, by the every-page
 * walk in Chromium (e2e/accessibility.spec.ts), which also sees contrast and layout (issue 60.1).
 */
export type AxeScope = 'all' | 'played';

/** Declares one test per story of the given modules (an `import.meta.glob` of story files). */
export const checkStories = (modules: Record<string, StoryModule>, axeScope: AxeScope = 'all') =>
  describe.each(Object.entries(modules))('%s', (_file, module) => {
    // A viewport variant is its first story again at another width: layout is the end-to-end tests' job.
    const stories = Object.entries(composeStories(module)).filter(([, Story]) => !Story.tags.includes('viewport'));
    const name =
      axeScope === 'all'
        ? '%s renders, plays and has no axe violations'
        : '%s renders and plays (axe where it played to)';
    it.each(stories)(name, async (_name, Story) => {
      const { container } = render(<Story />);
      if (Story.play) await Story.play({ canvasElement: container });
      await settled(container, Story);
      if (axeScope === 'played' && !Story.play) return;
      const violations = [];
      for (const root of [container, ...document.querySelectorAll('[role="dialog"]')]) {
        violations.push(...(await axe.run(root, AXE_OPTIONS)).violations);
      }
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
