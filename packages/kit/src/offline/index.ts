export { offlineWorkerSource, registerOfflineWorker, RELOAD_FLAG } from './offline';
export type { OfflineWorkerEnvironment, OfflineWorkerResult } from './offline';
export { importPublicKey, verifyIndex, verifyPackage } from './verify-package';
export type { PackageEntry, Verdict } from './verify-package';
