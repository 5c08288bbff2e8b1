export { DEVICE_FIELDS, pageLinks, TestPreviewPage } from './TestPreviewPage';
export type { DeviceFields } from './TestPreviewPage';
