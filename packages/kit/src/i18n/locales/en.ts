import type { Catalog } from '../catalog';

/** English: the source text is English except where the spec shows Chinese or Indonesian. */
export const en: Catalog = {};
