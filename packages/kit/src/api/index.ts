export { describeFailure } from './describe';
export { ApiError, ApiFailure, NetworkError, SchemaError } from './errors';
export type { ApiResult } from './errors';
export { deobfuscate, isSuccess, normalizeResponse, obfuscatePayload, readField } from './normalize';
export type { NormalizedResponse, SuccessRule } from './normalize';
export { call, defineCall, interpret, requestTarget, send } from './request';
export type { CallDefinition, CallOptions, ClientKind, Payload } from './request';
export { ContactInfoSchema, fetchContactInfo } from './endpoints/personal-center';
export type { ContactInfo } from './endpoints/personal-center';
