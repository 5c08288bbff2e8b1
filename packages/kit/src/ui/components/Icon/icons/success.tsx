// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './success.css';

/** Lucide's `circle-check`. */
export const SuccessIcon = /* @__PURE__ */ createIcon('success', 'SuccessIcon');
