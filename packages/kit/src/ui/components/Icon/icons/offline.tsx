// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './offline.css';

/** Lucide's `wifi-off`. */
export const OfflineIcon = /* @__PURE__ */ createIcon('offline', 'OfflineIcon');
