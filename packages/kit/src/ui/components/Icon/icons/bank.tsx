// Written by `npm run icons` from lucide-static (ISC); do not edit.
import { createIcon } from '../create-icon';
import './bank.css';

/** Lucide's `landmark`. */
export const BankIcon = /* @__PURE__ */ createIcon('bank', 'BankIcon');
