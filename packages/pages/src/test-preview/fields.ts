/** The device and session fields every page reads from its query (part 2 §2 item 2). */
export const DEVICE_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'gps_adid',
  'productId',
  'orderId',
] as const;

export type DeviceFields = Record<(typeof DEVICE_FIELDS)[number], string>;

export const EMPTY: DeviceFields = Object.fromEntries(DEVICE_FIELDS.map((name) => [name, ''])) as DeviceFields;
