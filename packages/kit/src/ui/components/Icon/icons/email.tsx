// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './email.css';

/** Lucide's `mail`. */
export const EmailIcon = /* @__PURE__ */ createIcon('email', 'EmailIcon');
