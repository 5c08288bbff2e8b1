// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './chevron.css';

/** Lucide's `chevron-right`. */
export const ChevronIcon = /* @__PURE__ */ createIcon('chevron', 'ChevronIcon');
