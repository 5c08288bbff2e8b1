// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../createIcon';
import './wallet.css';

/** Lucide's `wallet`. */
export const WalletIcon = /* @__PURE__ */ createIcon('wallet', 'WalletIcon');
