// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './whatsapp.css';

/** Lucide's `message-circle`. */
export const WhatsappIcon = /* @__PURE__ */ createIcon('whatsapp', 'WhatsappIcon');
