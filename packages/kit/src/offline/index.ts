export { offlineWorkerSource, registerOfflineWorker, RELOAD_FLAG } from './offline';
export type { OfflineWorkerEnvironment, OfflineWorkerResult } from './offline';
