export { applyBrand, brandStyle } from './brand';
export type { BrandStyle } from './brand';
export { readableBrandColor } from './colour';
export {
  ConfigSchema,
  DEFAULT_CONFIG,
  DEFAULT_ENDPOINTS,
  endpointPath,
  getConfig,
  parseConfig,
  readConfig,
  setConfig,
} from './config';
export type { EndpointKey, LoanConfig, LoanConfigInput } from './config';
