// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './copy.css';

/** Lucide's `copy`. */
export const CopyIcon = /* @__PURE__ */ createIcon('copy', 'CopyIcon');
