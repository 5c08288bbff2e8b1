export { ApiError, ApiFailure, InternalError, NetworkError, retryHelps, SchemaError } from './errors';
export type { ApiResult } from './errors';
export { deobfuscate, isSuccess, normalizeResponse, obfuscatePayload, readField } from './normalize';
export type { NormalizedResponse, SuccessRule } from './normalize';
export { call, defineCall, interpret, isDeclaredCall, NoFields, requestFor, requestTarget, send } from './request';
export { serverRender } from './inline-answer';
export { onSessionExpired } from './session-expired';
export { SHELL_ANSWER_EVENT, SHELL_ANSWER_WAIT_MS, SHELL_CONTRACT } from './shell-answer';
export type { PendingShellAnswer, ShellAnswer } from './shell-answer';
export type {
  CallDefinition,
  CallOptions,
  CallTarget,
  ClientKind,
  DeclaredCall,
  Payload,
  RequestSchema,
} from './request';
export * from './endpoints';
