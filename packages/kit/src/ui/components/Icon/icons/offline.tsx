// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../createIcon';
import './offline.css';

/** Lucide's `wifi-off`. */
export const OfflineIcon = /* @__PURE__ */ createIcon('offline', 'OfflineIcon');
