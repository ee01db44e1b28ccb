export {
  createMemoryStorage,
  createRecordingNavigator,
  createRejectingHttp,
  createTestRootStore,
} from './root';
export { createFakeLoginEnvironment } from './loginEnvironment';
export type { FakeSocketScript } from './loginEnvironment';
export { FAKE_DEAD_SHORT_LINK, FakePricesApi } from '../api/FakePricesApi';
export { FakeDealsApi } from '../deals/FakeDealsApi';
export type { FakeDealsOptions } from '../deals/FakeDealsApi';
export { SAMPLE_DEAL_RULES, SAMPLE_DEALS } from '../deals/sampleDeals';
export { FakePromotionsApi } from '../promotions/FakePromotionsApi';
export type { FakePromotionsOptions } from '../promotions/FakePromotionsApi';
export { SAMPLE_COUPONS, SAMPLE_EVENTS, SAMPLE_LOWEST } from '../promotions/samplePromotions';
export { FakeRankingsApi } from '../rankings/FakeRankingsApi';
export type { FakeRankingsOptions } from '../rankings/FakeRankingsApi';
export { SAMPLE_RANKINGS } from '../rankings/sampleRankings';
export type { FakePricesApiOptions } from '../api/FakePricesApi';
export {
  SAMPLE_CATEGORIES,
  SAMPLE_LIST,
  SAMPLE_NOW,
  SAMPLE_OFFERS,
  SAMPLE_PRODUCT,
  SAMPLE_PRODUCTS,
  samplePicture,
  sampleHistory,
} from '../api/sampleData';
export { FakeIdentityApi } from '../login/FakeIdentityApi';
export type { FakeIdentityOptions } from '../login/FakeIdentityApi';
export { SAMPLE_USER } from '../login/sampleUser';
export {
  WIRE_SAMPLE_PENDING,
  WIRE_SAMPLE_PRODUCT,
  createWireSampleHttp,
  wireSampleHistory,
} from './wireSample';
export { FakeAiApi, SAMPLE_AI_TEXT } from '../ai/FakeAiApi';
export type { FakeAiScript } from '../ai/FakeAiApi';
export { FakePersonalApi } from '../personal/FakePersonalApi';
export { SAMPLE_FOLLOWS } from '../personal/sampleFollows';
export type { FakePersonalFailure, FakePersonalOptions } from '../personal/FakePersonalApi';
export {
  SAMPLE_BROKEN_IMAGE,
  SAMPLE_CREDIT_ENTRIES,
  SAMPLE_CREDIT_RULES,
  SAMPLE_PROTECT_ORDERS,
  SAMPLE_WATCH_ITEMS,
  manyWatchItems,
  sampleWatchItem,
} from '../personal/samplePersonal';
export { FakeAlertsApi } from '../alerts/FakeAlertsApi';
export type { FakeAlertsFailure, FakeAlertsOptions } from '../alerts/FakeAlertsApi';
export {
  SAMPLE_ALERT_SETTINGS,
  SAMPLE_NOTICES,
  manyNotices,
  sampleNotice,
  sampleTestNotice,
} from '../alerts/sampleAlerts';
export { FAKE_PUSH_KEYS, createFakePushDevice } from '../alerts/fakePushDevice';
export type { FakePushOptions } from '../alerts/fakePushDevice';
export { loadLazyServiceModules } from './loadLazyModules';
export { FAKE_COMMENT_LINES, FakeCommentsApi } from '../comments/FakeCommentsApi';
export type { FakeCommentsFailure, FakeCommentsOptions } from '../comments/FakeCommentsApi';
export {
  SAMPLE_COMMENTS,
  SAMPLE_COMMENT_RATING,
  SAMPLE_OWN_HIDDEN,
  SAMPLE_OWN_PENDING,
  SAMPLE_OWN_REJECTED,
} from '../comments/sampleComments';
export { FakeCommunityApi, SAMPLE_SHAIDAN_SENT } from '../community/FakeCommunityApi';
export type { FakeCommunityFailure, FakeCommunityOptions } from '../community/FakeCommunityApi';
export {
  SAMPLE_BROKEN_IMAGE_ID,
  SAMPLE_IMAGE_IDS,
  SAMPLE_MY_POSTS,
  SAMPLE_POSTS,
  SAMPLE_QUEUE,
  SAMPLE_REVIEWS,
} from '../community/sampleCommunity';
export { FakeDealPostsApi, SAMPLE_BAOLIAO_SENT } from '../dealPosts/FakeDealPostsApi';
export type { FakeDealPostsFailure, FakeDealPostsOptions } from '../dealPosts/FakeDealPostsApi';
export {
  SAMPLE_DEAL_POST,
  SAMPLE_DEAL_POSTS,
  SAMPLE_EXPIRED_POST,
  SAMPLE_MY_BAOLIAO,
  SAMPLE_PENDING_POST,
  SAMPLE_REJECTED_POST,
} from '../dealPosts/sampleDealPosts';
export { FakeSuggestionApi, SAMPLE_SUGGESTION_THANKS } from '../suggestion/FakeSuggestionApi';
export type { FakeSuggestionFailure, FakeSuggestionOptions } from '../suggestion/FakeSuggestionApi';
