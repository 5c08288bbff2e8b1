// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './store.css';

/** Lucide's `store`. */
export const StoreIcon = /* @__PURE__ */ createIcon('store', 'StoreIcon');
