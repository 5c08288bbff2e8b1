import type { Preview } from '@storybook/react-vite';

type ArgsEnhancer = NonNullable<Preview['argsEnhancers']>[number];
type ArgType = Parameters<ArgsEnhancer>[0]['argTypes'][string];

/**
 * A prop's default as its control should show it: `false`/`true` for a boolean, the option for a union of
 * strings. Anything else (no default, a function, an object) is left unset.
 */
export function defaultArg(argType: ArgType): { value: unknown } | undefined {
  const summary = argType.table?.defaultValue?.summary?.trim();
  if (summary === undefined) return undefined;
  const type = argType.type;
  if (type?.name === 'boolean' && (summary === 'true' || summary === 'false')) return { value: summary === 'true' };
  if (type?.name === 'enum') {
    const option = summary.replace(/^(['"])(.*)\1$/, '$2');
    if (type.value.includes(option)) return { value: option };
  }
  return undefined;
}

/**
 * Storybook leaves an arg without a value at "Set boolean" and an unselected radio though the component has a
 * default (issue 47.8): each story starts from the defaults the props table reads from the code, under its own
 * args.
 */
export const withDefaultArgs: ArgsEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).flatMap(([name, argType]) => {
      if (initialArgs[name] !== undefined) return [];
      const found = defaultArg(argType);
      return found ? [[name, found.value]] : [];
    }),
  );
