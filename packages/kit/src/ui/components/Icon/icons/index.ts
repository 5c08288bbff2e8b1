// Written by `npm run icons` from lucide-static (ISC); do not edit.
export { CallIcon } from './call';
export { EmailIcon } from './email';
export { WhatsappIcon } from './whatsapp';
export { CopyIcon } from './copy';
export { ChevronIcon } from './chevron';
export { BankIcon } from './bank';
export { WalletIcon } from './wallet';
export { StoreIcon } from './store';
export { SuccessIcon } from './success';
export { WarningIcon } from './warning';
export { EmptyIcon } from './empty';
export { ErrorIcon } from './error';
export { OfflineIcon } from './offline';
