// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './warning.css';

/** Lucide's `triangle-alert`. */
export const WarningIcon = /* @__PURE__ */ createIcon('warning', 'WarningIcon');
