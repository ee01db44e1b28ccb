export { Http } from './http/Http';
export type { HttpOptions } from './http/Http';
export type {
  FormFile,
  FormOptions,
  HttpClient,
  JsonpOptions,
  ParamValue,
  Params,
  RequestOptions,
} from './http/HttpClient';
export {
  ApiError,
  AuthenticationRequiredError,
  AuthorizationError,
  BadRequestError,
  ConflictError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UNKNOWN_ERROR_MESSAGE,
  errorForStatus,
  readServerError,
} from './http/errors';
export type { ServerErrorBody } from './http/errors';
export { RETRY_STATUSES, defaultRetries, isRetryableStatus } from './http/retryPolicy';
export { actionName, compactParams, signIdentityParams } from './http/signing';
export { JSONP_TIMEOUT_MS, buildJsonpUrl, createJsonp } from './http/jsonp';
export type { JsonpEnvironment } from './http/jsonp';

export { AsyncData, DEFAULT_ASYNC_DELAY_MS } from './async/AsyncData';
export type { AsyncDataOptions, AsyncLoader, AsyncState, AsyncTimers } from './async/AsyncData';

export { ErrorStore, toAppError } from './errors/ErrorStore';
export type { AppError, ErrorStoreRoot } from './errors/ErrorStore';

export { navigateTo } from './navigation/navigateTo';
export { createBrowserNavigator } from './navigation/browserNavigator';
export type { NavigateOptions, Navigator } from './navigation/Navigator';

export { RootStore, createRootStore } from './root/RootStore';
export type { KeyValueStorage, RootStoreDependencies } from './root/RootStore';
export {
  createMemoryStorage,
  createRecordingNavigator,
  createRejectingHttp,
  createTestRootStore,
} from './root/testing';

export { startVisitorTracking } from './tracking/startVisitorTracking';
export type { VisitorTrackingOptions } from './tracking/startVisitorTracking';
export type { Behaviour } from './tracking/behaviour';
export { FEATURE_CHECKS, featureNames, packFeatures } from './tracking/featureChecks';
export type { FeatureCheck, FeatureContext } from './tracking/featureChecks';
export { decodeRecord, encodeRecord } from './tracking/record';
export { FINGERPRINT_OPTIONS, computeFingerprint, hash31, hashKey } from './tracking/fingerprint';
export { TRACKING_STORAGE_KEYS } from './tracking/storageKeys';
export { TRACKING_COOKIE_ATTRIBUTES, writeTrackingCookie } from './tracking/cookies';
export type { CookieWriter } from './tracking/cookies';
export type { TrackingTimers } from './tracking/timers';
export {
  AUDIO_FINGERPRINT_TIMEOUT_MS,
  COLLECTION_LIMIT_MS,
  DEVTOOLS_INTERVAL_MS,
  FINGERPRINT_COOKIE,
  FINGERPRINT_SEED,
  HASH_KEY_LENGTH,
  IDLE_FALLBACK_MS,
  RECORD_COOKIE,
  RTC_CLOSE_MS,
  SAVE_INTERVAL_MS,
} from './tracking/constants';

export { HEAD_UPDATE_DELAY_MS, baiduTongjiUrl, loadAnalytics } from './analytics/loadAnalytics';
export type { AnalyticsOptions } from './analytics/loadAnalytics';
