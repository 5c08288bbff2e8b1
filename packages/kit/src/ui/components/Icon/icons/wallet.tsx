// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './wallet.css';

/** Lucide's `wallet`. */
export const WalletIcon = /* @__PURE__ */ createIcon('wallet', 'WalletIcon');
