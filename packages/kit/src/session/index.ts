export {
  getCommonParams,
  initSession,
  onCommonParamsChange,
  parseQuery,
  setCommonParams,
  updateCommonParams,
  withQuery,
} from './session';
