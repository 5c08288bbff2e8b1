// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playground, playgroundQuery } from './story-helpers';

describe('page Playground stories', () => {
  const story = playground({
    Default: { parameters: { query: { orderId: 'ORD170' } } },
    Overdue: { parameters: { query: { orderId: 'ORD180' } } },
    Loading: { parameters: { query: { orderId: 'ORD170', mock: 'pending' } } },
  });

  it('offers each state and each failure as a control, opening on the first state', () => {
    expect(story.argTypes.state.options).toEqual(['Default', 'Overdue', 'Loading']);
    expect(story.argTypes.failure.options).toContain('network');
    expect(playgroundQuery(story.args, story.parameters)).toEqual({ orderId: 'ORD170' });
  });

  it('turns the chosen state and failure into the page query', () => {
    expect(playgroundQuery({ state: 'Overdue', failure: 'error' }, story.parameters)).toEqual({
      orderId: 'ORD180',
      mock: 'error',
    });
    expect(playgroundQuery({ state: 'Loading', failure: 'none' }, story.parameters)).toEqual({
      orderId: 'ORD170',
      mock: 'pending',
    });
  });

  it('leaves every other story to its own query', () => {
    expect(playgroundQuery({}, { query: { orderId: 'ORD21' } })).toBeUndefined();
  });

  it('every page has one', () => {
    const pages = path.resolve(__dirname);
    const files = readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('Page.stories.tsx'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(readFileSync(path.join(pages, file), 'utf8'), file).toMatch(/^export const Playground: Story = \{/m);
    }
  });
});
