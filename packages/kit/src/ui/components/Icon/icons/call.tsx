// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './call.css';

/** Lucide's `phone`. */
export const CallIcon = /* @__PURE__ */ createIcon('call', 'CallIcon');
