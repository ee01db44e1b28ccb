export { Http } from './http/Http';
export { createFetchHttp } from './http/FetchHttp';
export type { FetchHttpOptions } from './http/FetchHttp';
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
  parseRetryAfter,
  readServerError,
} from './http/errors';
export type { ServerErrorBody } from './http/errors';
export { RETRY_STATUSES, defaultRetries, isRetryableStatus } from './http/retryPolicy';
export { compactParams } from './http/compactParams';
export { actionName, signIdentityParams } from './http/signing';
export { JSONP_TIMEOUT_MS, buildJsonpUrl, createJsonp } from './http/jsonp';
export type { JsonpEnvironment } from './http/jsonp';

export { ErrorStore, toAppError } from './errors/ErrorStore';
export type { AppError, ErrorStoreRoot } from './errors/ErrorStore';

export { loadOnce, preload } from './lazy/loadOnce';
export { navigateTo } from './navigation/navigateTo';
export { createBrowserNavigator } from './navigation/browserNavigator';
export type { NavigateOptions, Navigator } from './navigation/Navigator';

export { RootStore, createRootStore } from './root/RootStore';
export type { KeyValueStorage, RootStoreDependencies } from './root/RootStore';
export { HistoryPrefetch, OPENING_RANGE } from './root/HistoryPrefetch';
export { ViewStores, viewKind } from './root/ViewStores';
export type { ViewKey, ViewKind } from './root/ViewStores';
export type { ProductAnswers } from './root/HistoryPrefetch';

export { startVisitorTracking } from './visitorTracking/startVisitorTracking';
export type { VisitorTrackingOptions } from './visitorTracking/startVisitorTracking';
export type { Behaviour } from './visitorTracking/behaviour';
export { FEATURE_CHECKS, featureNames, packFeatures } from './visitorTracking/featureChecks';
export type { FeatureCheck, FeatureContext } from './visitorTracking/featureChecks';
export { decodeRecord, encodeRecord } from './visitorTracking/record';
export {
  FINGERPRINT_OPTIONS,
  computeFingerprint,
  hash31,
  hashKey,
} from './visitorTracking/fingerprint';
export { TRACKING_STORAGE_KEYS } from './visitorTracking/storageKeys';
export { TRACKING_COOKIE_ATTRIBUTES, writeTrackingCookie } from './visitorTracking/cookies';
export type { CookieWriter } from './visitorTracking/cookies';
export type { TrackingTimers } from './visitorTracking/timers';
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
} from './visitorTracking/constants';

export { HEAD_UPDATE_DELAY_MS, baiduTongjiUrl, loadAnalytics } from './analytics/loadAnalytics';
export type { AnalyticsOptions } from './analytics/loadAnalytics';
export { PricesApi } from './api/PricesApi';
export { recentPromotions } from './api/recentPromotions';
export type { DayPromotion } from './api/recentPromotions';
export { ObservationsApi } from './api/ObservationsApi';
export type {
  ObservationOutcome,
  ObservationReport,
  PriceObservationInput,
} from './api/ObservationsApi';
export {
  fromWireHistory,
  fromWireListItem,
  fromWireOffer,
  fromWireProduct,
  fromWireSummary,
} from './api/wire';
export type {
  WireHistory,
  WireProduct,
  WireProductDetail,
  WireProductWithSummary,
  WireSummary,
} from './api/wire';
export type {
  CategoryInfo,
  HistoryRange,
  ListSort,
  PendingPriceInfo,
  PriceHistory,
  PriceSource,
  PriceSummaryInfo,
  PricesApiClient,
  IdentifiedLink,
  NextSale,
  ProductDetail,
  ProductFreshness,
  ProductInfo,
  ProductListItem,
  ProductOffer,
  ProductPage,
  ResolvedProduct,
  SearchQuery,
  TrackingState,
  TrackingStatusInfo,
  WirePricePoint,
} from './api/priceTypes';
export { categoryView, createCategoryStore, MSG_LIST_FAILED } from './stores/CategoryStore';
export type { CategoryStore } from './stores/CategoryStore';
export { ListPageStore } from './stores/ListPageStore';
export type { ListPageSource } from './stores/ListPageStore';
export type { Page, Paging } from './paging/page';
export type { LoadStatus } from './stores/loadStatus';
export { DealsApi } from './deals/DealsApi';
export { createDealsStore, dealsView, MSG_DEALS_FAILED } from './deals/DealsStore';
export type { DealsStore } from './deals/DealsStore';
export { DEAL_MIN_DROPS, DEAL_SORTS, dealAddress, parseDealAddress } from './deals/dealAddress';
export type {
  DealFigures,
  DealItem,
  DealPage,
  DealQuery,
  DealRulesInfo,
  DealSort,
  DealView,
  DealsApiClient,
  RaiseProof,
} from './deals/dealTypes';
export { PromotionsApi } from './promotions/PromotionsApi';
export {
  MSG_PROMOTIONS_FAILED,
  PromotionsStore,
  promotionsView,
} from './promotions/PromotionsStore';
export { MSG_PROMOTION_FAILED, PromotionStore, promotionView } from './promotions/PromotionStore';
export type { PromotionStatus } from './promotions/PromotionStore';
export { couponsView, createCouponsStore, MSG_COUPONS_FAILED } from './promotions/CouponsStore';
export type { CouponsStore } from './promotions/CouponsStore';
export { createLowestStore, lowestView, MSG_LOWEST_FAILED } from './promotions/LowestStore';
export type { LowestStore } from './promotions/LowestStore';
export { parsePromotionAddress, promotionAddress } from './promotions/promotionAddress';
export type {
  Coupon,
  LowestItem,
  PromotionDetail,
  PromotionEvent,
  PromotionListQuery,
  PromotionProduct,
  PromotionsApiClient,
  PromotionWithProducts,
} from './promotions/promotionTypes';
export { RankingsApi } from './rankings/RankingsApi';
export { createRankingsStore, MSG_RANKINGS_FAILED, rankingsView } from './rankings/RankingsStore';
export type { RankingsStore } from './rankings/RankingsStore';
export { RANKING_LISTS, parseRankingAddress, rankingAddress } from './rankings/rankingAddress';
export type {
  RankedItem,
  RankingList,
  RankingQuery,
  RankingsApiClient,
  RankMove,
} from './rankings/rankingTypes';
export {
  DEFAULT_LIST_SORT,
  LIST_SORTS,
  listSearchParams,
  parseListQuery,
  toSearchQuery,
} from './stores/listQuery';
export type { ListQuery } from './stores/listQuery';
export { HistoryStore, historyView, trendPopoverView } from './stores/HistoryStore';
export { JdRankStore, MSG_RANK_FAILED, MSG_RANK_UNTRACKED, jdRankView } from './stores/JdRankStore';
export { HomeStore, homeView } from './stores/HomeStore';
export {
  LinkLookupStore,
  linkLookupView,
  lookupKeywords,
  type LookupFound,
} from './stores/LinkLookupStore';
export {
  TRACKING_POLL_FIRST_MS,
  TRACKING_POLL_MAX_MS,
  TrackingStatusStore,
  trackingStatusView,
} from './stores/TrackingStatusStore';
export { ProductLandingStore, productLandingView } from './stores/ProductLandingStore';
export { buyAdvice } from './stores/buyAdvice';
export type { BuyAdvice } from './stores/buyAdvice';
export {
  MSG_IDENTIFYING_LINK,
  MSG_LOOKUP_FAILED,
  MSG_NOT_TRACKED,
  MSG_UNSUPPORTED_LINK,
  lookupErrorMessage,
} from './stores/lookupMessages';
export { LoginStore, SESSION_COOKIES } from './login/LoginStore';
export { SignInStore, SIGN_IN_TAB, signInView } from './login/SignInStore';
export type { SignInTab } from './login/SignInStore';
export {
  QrLoginStore,
  MSG_QR_REFUSED_AGAIN,
  QR_EXPIRY_CHECK_MS,
  QR_REOPEN_DELAY_MS,
} from './login/QrLoginStore';
export type { QrLoginDependencies } from './login/QrLoginStore';
export { QrConfirmStore, qrConfirmView } from './qrConfirm/QrConfirmStore';
export type { QrConfirmState } from './qrConfirm/QrConfirmStore';
export { SmsCodeStore } from './login/SmsCodeStore';
export type { SmsCodeScreen, SmsSendResult } from './login/SmsCodeStore';
export {
  PasswordResetStore,
  MSG_PASSWORD_MISMATCH,
  passwordResetView,
} from './login/PasswordResetStore';
export { CaptchaGate } from './login/CaptchaGate';
export { IdentityApi } from './login/IdentityApi';
export { MSG_NETWORK, failureMessage } from './login/failureMessage';
export { readQrSocketMessage } from './login/qrSocketMessage';
export type { QrSocketEvent } from './login/qrSocketMessage';
export { boundUnion, toUserInfo, userFacts } from './login/userFacts';
export { browserLoginEnvironment, openWebSocket, socketUrl } from './login/loginEnvironment';
export type {
  LoginEnvironment,
  QrSocket,
  QrSocketHandlers,
  TimerHandle,
} from './login/loginEnvironment';
export { SOCIAL_TYPES, UNION_TYPE } from './login/identityTypes';
export type {
  CollectionCounts,
  IdentityAnswer,
  IdentityApiClient,
  ModifyFields,
  ProtectionCounts,
  QrCodeData,
  QrScanData,
  SmsCodeData,
  SocialLink,
  SocialType,
  UnionType,
  UserInfo,
  UserUnion,
} from './login/identityTypes';
export { AccountStore, accountView } from './account/AccountStore';
export type { AccountStatus, SocialRow } from './account/AccountStore';
export { ProfileFieldStore } from './account/ProfileFieldStore';
export type { ProfileField } from './account/ProfileFieldStore';
export { PhoneBindingStore } from './account/PhoneBindingStore';
export type { PhoneCodeTarget, PhoneForm } from './account/PhoneBindingStore';
export { PasswordChangeStore } from './account/PasswordChangeStore';
export type { PasswordForm, PasswordProof } from './account/PasswordChangeStore';
export {
  MSG_CURRENT_PASSWORD_EMPTY,
  MSG_INVALID_EMAIL,
  MSG_NICKNAME_EMPTY,
  MSG_SAVED,
  MSG_SOCIAL_UNAVAILABLE,
} from './account/accountMessages';
export { AiApi, aiAnswerPath } from './ai/AiApi';
export { AiAnswerStore, MSG_AI_CUT } from './ai/AiAnswerStore';
export type { AiAnswerStatus } from './ai/AiAnswerStore';
export type { AiAnswerKind, AiApiClient, AiEvent } from './ai/aiTypes';
export { AI_COMPARE_MAX, AI_COMPARE_MIN, AiProductsStore } from './ai/AiProductsStore';
export { aiAnswerView, aiProductsView } from './ai/aiViews';
export { PersonalApi } from './personal/PersonalApi';
export { RefusedError } from './http/RefusedError';
export { lazyClient } from './lazy/lazyClient';
export { PROTECT_PAGE_SIZE, exportPath } from './personal/exportPath';
export type {
  CollectionPage,
  CollectionQuery,
  CollectionSort,
  CollectionTab,
  CreditEntry,
  CreditPage,
  CreditRule,
  ExportFormat,
  ExportWhat,
  NewProtectOrder,
  PersonalApiClient,
  ProtectOrder,
  ProtectOrderPage,
  WatchAlert,
  WatchChanges,
  WatchItem,
} from './personal/personalTypes';
export {
  COLLECTION_PAGE_SIZE,
  COLLECTION_SORTS,
  DEFAULT_COLLECTION_SORT,
  collectionSearchParams,
  parseCollectionQuery,
} from './personal/collectionQuery';
export { mayBeSignedIn, type PersonalStatus } from './personal/personalStatus';
export { CollectionStore, collectionView } from './personal/CollectionStore';
export { WatchEditStore } from './personal/WatchEditStore';
export type { WatchEditField, WatchEditForm } from './personal/WatchEditStore';
export {
  ALERT_DAYS_MAX,
  ALERT_DAYS_MIN,
  ALERT_PERCENT_MAX,
  ALERT_PERCENT_MIN,
  checkWatchCondition,
} from './personal/watchAlert';
export {
  ALERT_INTERVAL_MAX,
  ALERT_INTERVAL_MIN,
  checkAlertInterval,
} from './personal/alertInterval';
export type { CheckedInterval } from './personal/alertInterval';
export type {
  CheckedCondition,
  WatchCondition,
  WatchConditionField,
  WatchConditionForm,
} from './personal/watchAlert';
export { ProtectOrdersStore, protectOrdersView } from './personal/ProtectOrdersStore';
export { ProtectOrderFormStore } from './personal/ProtectOrderFormStore';
export { CreditStore, creditView } from './personal/CreditStore';
export { FollowStore, followView } from './personal/FollowStore';
export { FollowTopicStore, followTopicView } from './personal/FollowTopicStore';
export type { FollowTopic } from './personal/FollowTopicStore';
export { FOLLOW_KIND_NAMES } from './personal/followTypes';
export type { Follow, FollowKind, FollowList } from './personal/followTypes';
export { WatchStore, watchView } from './personal/WatchStore';
export type { WatchPrice, WatchState } from './personal/WatchStore';
export { ListWatchStore, listWatchView } from './personal/ListWatchStore';
export {
  PENDING_WATCH_KEY,
  PENDING_WATCH_TTL_MS,
  rememberPendingWatch,
  takePendingWatch,
} from './personal/pendingWatch';
export type { PendingWatch } from './personal/pendingWatch';
export {
  WINDOW_DAYS,
  checkOrderForm,
  earliestPurchaseDay,
  shanghaiToday,
} from './personal/orderForm';
export type { OrderForm } from './personal/orderForm';
export { GROUP_MAX_LENGTH, checkGroup, checkTargetPrice } from './personal/targetPrice';
export type { Checked } from './personal/targetPrice';
export {
  MSG_CHECKED_IN,
  MSG_GROUP_TOO_LONG,
  MSG_ORDER_ADDED,
  MSG_ORDER_DATE_FUTURE,
  MSG_ORDER_DATE_INVALID,
  MSG_ORDER_DATE_TOO_OLD,
  MSG_ORDER_PRICE_INVALID,
  MSG_ORDER_PRODUCT_EMPTY,
  MSG_ORDER_PRODUCT_INVALID,
  MSG_ORDER_WINDOW_INVALID,
  MSG_ALERT_PERCENT_INVALID,
  MSG_ALERT_DAYS_INVALID,
  MSG_ALERT_INTERVAL_INVALID,
  MSG_TARGET_INVALID,
  MSG_TARGET_REQUIRED,
  targetNotBelowMessage,
} from './personal/personalMessages';
export {
  BROWSER_PUSH_DEVICE,
  MSG_PUSH_UNSUPPORTED,
  SERVICE_WORKER_URL,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from './alerts/pushSubscription';
export { MSG_PUSH_KEY_INVALID } from './alerts/pushKeys';
export type { PushSubscriptionKeys } from './alerts/pushKeys';
export { AlertsApi } from './alerts/AlertsApi';
export type {
  AlertChannel,
  AlertSettings,
  AlertSettingsAnswer,
  AlertSettingsChanges,
  AlertsApiClient,
  EmailChannelSettings,
  FeedLinks,
  Notice,
  NoticeKind,
  NoticePage,
  PushChannelSettings,
  PushKeys,
  QuietHours,
  WebhookChannelSettings,
  WebhookPreset,
  WebhookPresetOption,
} from './alerts/alertTypes';
export { DAILY_CAP_MAX, DAILY_CAP_MIN, NOTICE_PAGE_SIZE } from './alerts/alertLimits';
export { NoticeStore, noticesView } from './alerts/NoticeStore';
export { UnreadCount } from './alerts/UnreadCount';
export { unreadOf } from './alerts/unreadOf';
export { UNREAD_MAX_AGE_MS, refreshUnreadOnReturn } from './alerts/refreshOnReturn';
export type { ReturnEvents } from './alerts/refreshOnReturn';
export { AlertSettingsStore, alertSettingsView } from './alerts/AlertSettingsStore';
export type {
  AlertSection,
  ChannelTest,
  PushHere,
  SectionNote,
  SwitchableChannel,
} from './alerts/AlertSettingsStore';
export { NO_PUSH_DEVICE } from './alerts/pushDevice';
export type { PushDevice, PushSupport } from './alerts/pushDevice';
export { checkAlertSchedule, checkWebhookUrl } from './alerts/alertSchedule';
export type {
  AlertScheduleField,
  AlertScheduleForm,
  CheckedSchedule,
} from './alerts/alertSchedule';
export {
  MSG_ALERT_SAVED,
  MSG_DAILY_CAP_INVALID,
  MSG_EMAIL_SENT,
  MSG_FEED_RESET,
  MSG_PUSH_DENIED,
  MSG_PUSH_DISABLED,
  MSG_PUSH_ENABLED,
  MSG_PUSH_FAILED,
  MSG_PUSH_NOT_HERE,
  MSG_QUIET_HOURS_EMPTY,
  MSG_QUIET_HOURS_HALF,
  MSG_READ_FAILED,
  MSG_TEST_SENT,
  MSG_WEBHOOK_URL_INVALID,
} from './alerts/alertMessages';
export { CommentsApi } from './comments/CommentsApi';
export { CommentFormStore } from './comments/CommentFormStore';
export { CommentThreadStore } from './comments/CommentThreadStore';
export { commentFormView, commentThreadView } from './comments/commentViews';
export type { CommentThreadStatus } from './comments/CommentThreadStore';
export type {
  Comment,
  CommentPage,
  CommentRating,
  CommentSubject,
  CommentsApiClient,
  QueuedComment,
  SentComment,
} from './comments/commentTypes';
export { CommunityApi, SHAIDAN_PATH } from './community/CommunityApi';
export { ModerationStore } from './community/ModerationStore';
export {
  moderationView,
  myShaidanPostsView,
  reviewFormView,
  shaidanFormView,
} from './community/communityViews';
export type { ModerationStatus as ModerationPageStatus } from './community/ModerationStore';
export { ProductReviewsStore, productReviewsView } from './community/ProductReviewsStore';
export { ReviewFormStore } from './community/ReviewFormStore';
export { MyPostsStore, type AuthoredPost } from './community/MyPostsStore';
export { ShaidanFeedStore, shaidanFeedView } from './community/ShaidanFeedStore';
export type { FeedStatus } from './community/ShaidanFeedStore';
export type { ModerationStatus } from './community/moderationStatus';
export { ShaidanFormStore } from './community/ShaidanFormStore';
export type { ShaidanFormStatus } from './community/ShaidanFormStore';
export type {
  CommunityApiClient,
  ModerationKind,
  ModerationQueue,
  PendingSuggestion,
  PostImage,
  PostPage,
  ProductReview,
  ProductReviews,
  ShaidanDraft,
  ShaidanPost,
  SuggestionScreenshot,
  UploadImage,
} from './community/communityTypes';
export { BaoliaoFormStore } from './dealPosts/BaoliaoFormStore';
export { baoliaoFormView, myBaoliaoPostsView } from './dealPosts/dealPostViews';
export type { BaoliaoFormStatus } from './dealPosts/BaoliaoFormStore';
export { DealPostLinks, dealPostLinksView } from './dealPosts/DealPostLinks';
export { DEAL_POSTS_PATH, DealPostsApi } from './dealPosts/DealPostsApi';
export { DealPostStore, dealPostView } from './dealPosts/DealPostStore';
export type { DealPostStatus } from './dealPosts/DealPostStore';
export type {
  BaoliaoDraft,
  DealPost,
  DealPostPage,
  DealPostProof,
  DealPostsApiClient,
  DealPostVotes,
  DealVote,
} from './dealPosts/dealPostTypes';
export { SUGGESTION_PATH, SuggestionApi } from './suggestion/SuggestionApi';
export { SuggestionStore } from './suggestion/SuggestionStore';
export { suggestionView } from './suggestion/suggestionViews';
export type { ChosenImage, SuggestionStatus } from './suggestion/SuggestionStore';
export type {
  SentSuggestion,
  SuggestionApiClient,
  SuggestionDraft,
  SuggestionImage,
} from './suggestion/suggestionTypes';
export {
  ColourSchemeStore,
  colourSchemeView,
  NO_COLOUR_SCHEME_DOCUMENT,
} from './appearance/ColourSchemeStore';
export type { ColourSchemeDocument } from './appearance/ColourSchemeStore';
