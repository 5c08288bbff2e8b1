/** The oldest version of each engine the floor names, as esbuild targets: `['chrome88', 'ios15.4']`. */
export function esbuildTargets(query?: string | readonly string[]): string[];
