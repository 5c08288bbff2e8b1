import { describe, expect, it } from 'vitest';
import { defaultArg, withDefaultArgs } from './default-args';

const argTypes = {
  variant: {
    name: 'variant',
    type: { name: 'enum' as const, value: ['primary', 'secondary', 'text'] },
    table: { defaultValue: { summary: "'primary'" } },
  },
  block: { name: 'block', type: { name: 'boolean' as const }, table: { defaultValue: { summary: 'false' } } },
  closeOnBack: {
    name: 'closeOnBack',
    type: { name: 'boolean' as const },
    table: { defaultValue: { summary: 'true' } },
  },
  open: { name: 'open', type: { name: 'boolean' as const } },
  onClick: { name: 'onClick', type: { name: 'function' as const }, table: { defaultValue: { summary: '() => {}' } } },
};

describe('default args', () => {
  it('reads a boolean and a string option from the props table, and nothing else', () => {
    expect(defaultArg(argTypes.variant)).toEqual({ value: 'primary' });
    expect(defaultArg(argTypes.block)).toEqual({ value: false });
    expect(defaultArg(argTypes.closeOnBack)).toEqual({ value: true });
    expect(defaultArg(argTypes.open)).toBeUndefined();
    expect(defaultArg(argTypes.onClick)).toBeUndefined();
    expect(defaultArg({ ...argTypes.variant, table: { defaultValue: { summary: "'huge'" } } })).toBeUndefined();
  });

  it("fills what a story leaves unset, never over the story's own args", () => {
    const enhance = withDefaultArgs as (context: object) => Record<string, unknown>;
    expect(enhance({ argTypes, initialArgs: { block: true } })).toEqual({ variant: 'primary', closeOnBack: true });
  });
});
