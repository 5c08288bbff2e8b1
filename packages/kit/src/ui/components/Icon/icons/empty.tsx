// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './empty.css';

/** Lucide's `inbox`. */
export const EmptyIcon = /* @__PURE__ */ createIcon('empty', 'EmptyIcon');
