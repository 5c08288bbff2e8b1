// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './error.css';

/** Lucide's `circle-alert`. */
export const ErrorIcon = /* @__PURE__ */ createIcon('error', 'ErrorIcon');
