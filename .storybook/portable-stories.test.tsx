import { describe, expect, it } from 'vitest';
import { settled } from './portable-stories';

const stuck = () => {
  const container = document.createElement('div');
  container.innerHTML = '<div aria-busy="true">Loading</div>';
  return container;
};

describe('the story check waits for a story to settle', () => {
  it('fails a story that is still loading after 3 s', async () => {
    await expect(settled(stuck(), { tags: [], parameters: {} })).rejects.toThrow();
  });

  it('lets a busy state be the story: tagged busy, or a held-back answer', async () => {
    await expect(settled(stuck(), { tags: ['busy'], parameters: {} })).resolves.toBeUndefined();
    const pending = { tags: [], parameters: { query: { mock: 'pending:getSid' } } };
    await expect(settled(stuck(), pending)).resolves.toBeUndefined();
  });
});
