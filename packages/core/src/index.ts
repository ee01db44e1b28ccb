export {
  MSG_INVALID_ACCOUNT,
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  MSG_PASSWORD_COMMON,
  MSG_PASSWORD_EDGE_SPACE,
  MSG_PASSWORD_LENGTH,
  MSG_QR_EXPIRED,
  MSG_QR_REFUSED,
} from './validation/messages.js';
export type { ValidationResult } from './validation/messages.js';
export { QR_STATUS } from './signIn/qrStatus.js';
export type { QrStatus } from './signIn/qrStatus.js';
export { SMS_RESEND_SECONDS, SMS_TAGS, isSmsRequestTag, toSmsTag } from './signIn/smsTag.js';
export type { SmsRequestTag, SmsTag } from './signIn/smsTag.js';
export { isPhone, maskPhone, normalizePhone } from './validation/phone.js';
export { isAccount, isEmail } from './validation/email.js';
export { KEYWORDS_MAX, searchKeywords } from './validation/keywords.js';
export {
  ALERT_DAYS_RANGE,
  ALERT_INTERVAL_RANGE,
  ALERT_PERCENT_RANGE,
} from './validation/watchAlert.js';
export {
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  validateAccountLogin,
  validatePhoneLogin,
} from './validation/login.js';
export {
  NEW_PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  commonPasswordList,
  validateNewPassword,
} from './validation/newPassword.js';
export {
  IMAGE_UPLOAD_MAX_BYTES,
  MSG_IMAGE_TOO_BIG,
  MSG_IMAGE_TYPE,
  MSG_SUGGESTION_CONTACT,
  MSG_SUGGESTION_EMPTY,
  MSG_SUGGESTION_TOO_LONG,
  MSG_SUGGESTION_TOO_MANY_IMAGES,
  SUGGESTION_FIELD_CODES,
  SUGGESTION_IMAGES_MAX,
  SUGGESTION_TEXT_MAX,
  suggestionFieldOf,
  validateSuggestion,
} from './validation/suggestion.js';
export type {
  SuggestionField,
  SuggestionInput,
  SuggestionProblems,
} from './validation/suggestion.js';
export {
  MSG_REJECT_REASON,
  MSG_REVIEW_EMPTY,
  MSG_REVIEW_RATING,
  MSG_REVIEW_TOO_LONG,
  MSG_SHAIDAN_EMPTY,
  MSG_SHAIDAN_NO_IMAGES,
  MSG_SHAIDAN_NO_LINK,
  MSG_SHAIDAN_TOO_LONG,
  MSG_SHAIDAN_TOO_MANY_IMAGES,
  REJECT_REASON_MAX,
  REVIEW_TEXT_MAX,
  SHAIDAN_FIELD_CODES,
  SHAIDAN_IMAGES_MAX,
  SHAIDAN_TEXT_MAX,
  isRejectReason,
  reviewProblem,
  shaidanFieldOf,
  validateShaidan,
} from './validation/shaidan.js';
export type { ShaidanField, ShaidanInput, ShaidanProblems } from './validation/shaidan.js';
export {
  BAOLIAO_FIELD_CODES,
  BAOLIAO_REASON_MAX,
  BAOLIAO_REASON_MIN,
  MSG_BAOLIAO_EMPTY,
  MSG_BAOLIAO_NO_LINK,
  MSG_BAOLIAO_SENT,
  MSG_BAOLIAO_TOO_LONG,
  MSG_BAOLIAO_TOO_SHORT,
  baoliaoFieldOf,
  validateBaoliao,
} from './validation/baoliao.js';
export type { BaoliaoField, BaoliaoInput, BaoliaoProblems } from './validation/baoliao.js';
export {
  APP_COMMENT_SUBJECT,
  DEAL_POST_COMMENT_KIND,
  COMMENT_NEW_ACCOUNT_DAYS,
  COMMENT_PER_DAY,
  COMMENT_PER_MINUTE,
  COMMENT_REPORTS_TO_HIDE,
  COMMENT_TEXT_MAX,
  COMMENT_TEXT_MIN,
  MSG_COMMENT_OWN_REPORT,
  MSG_COMMENT_RATING,
  MSG_COMMENT_TOO_FAST,
  MSG_COMMENT_TOO_LONG,
  MSG_COMMENT_TOO_SHORT,
  commentLength,
  commentProblem,
  isCommentRating,
} from './validation/comments.js';
export { currencyCode, currencySymbol, formatPrice } from './format/currency.js';
export { jsonForScript } from './format/scriptJson.js';
export { formatWan } from './format/wan.js';
export { fenToYuanText, parseYuan } from './format/yuan.js';
export { formatDayRange, formatDottedDay, formatIsoDay } from './format/shanghaiDay.js';
export { extendExtremes, findPriceExtremes } from './prices/priceExtremes.js';
export type { DatedPrice, PriceExtremes } from './prices/priceExtremes.js';
export { isWorthTheDetour } from './prices/worthTheDetour.js';
export { LOWEST_REACHED_WITHIN_DAYS } from './prices/newLows.js';
export { STOCK_LABEL, STOCK_STATES } from './prices/stock.js';
export type { StockState } from './prices/stock.js';
export { formatShanghaiMinute } from './format/shanghaiTime.js';
export { shanghaiClock, shanghaiIso, type ShanghaiClock } from './format/shanghaiClock.js';
export { SITES, hostBelongsTo, siteById, siteByKey } from './sites/registry.js';
export type { Site, SiteId, SiteKey } from './sites/registry.js';
export { isDpId, parseDpId, toDpId } from './sites/dpId.js';
export type { DpIdParts } from './sites/dpId.js';
export { extractUrls } from './links/extractUrls.js';
export {
  findShortLink,
  isShortLinkHost,
  matchStoreUrl,
  parseProductUrl,
  toDesktopUrl,
} from './links/parseProductUrl.js';
export { storePageUrl } from './links/storePage.js';
export type {
  ParseProductError,
  ParseProductResult,
  ParsedProduct,
} from './links/parseProductUrl.js';
export { signParams, sortedPairs } from './signing/signParams.js';
export type { SignableParams } from './signing/signParams.js';
export {
  MSG_EXTERNAL_NAVIGATION,
  MSG_SCRIPT_PROTOCOL,
  checkNavigation,
  isScriptUrl,
} from './navigation/checkNavigation.js';
export type { NavigationOptions } from './navigation/checkNavigation.js';
export { safeRedirect } from './navigation/safeRedirect.js';
export { PAGE_QR_MAX_PATH, PAGE_QR_PATH, isOwnPagePath, pageQrSrc } from './navigation/pageQr.js';
export { sanitizeStatus } from './navigation/sanitizeStatus.js';
export {
  chromiumVersion,
  detectBrowser,
  needsLegacyCookies,
  needsTabMargin,
} from './browser/detectBrowser.js';
export type { BrowserInfo, BrowserName } from './browser/detectBrowser.js';
export { phonePlatformOf } from './browser/phonePlatform.js';
export type { PhonePlatform } from './browser/phonePlatform.js';
export { EXTENSION_ORIGIN, EXTENSION_PUBLIC_KEY } from './browser/extensionIdentity.js';
export { CLOSE_FRAME_MESSAGE, isCloseFrameMessage } from './browser/frameMessages.js';
export {
  EXTENSION_DOWNLOADS,
  EXTENSION_PACKAGE_PATH,
  extensionDownloadFor,
} from './browser/extensionDownload.js';
export {
  SITE_PARAM_CHECKS,
  SITE_ROUTE_PATTERNS,
  SPEC_ROUTES_NOT_BUILT,
  isCategorySlug,
  isNumericId,
} from './routes/siteRoutes.js';
export type { SiteParamCheck, SiteRoute } from './routes/siteRoutes.js';
export { matchSitePath, matchSitePattern } from './routes/sitePaths.js';
export { routerPattern, sitePath } from './routes/routePath.js';
export type { SitePathMatch } from './routes/sitePaths.js';
export { readProductPage } from './readers/readProductPage.js';
export { isPublishablePriceKind } from './readers/publishable.js';
export { parseMoney } from './readers/parseMoney.js';
export { findScriptLiteral, parseJsLiteral } from './readers/jsLiteral.js';
export { PAGE_PROBLEM_MESSAGES } from './readers/helpers.js';
export type {
  PageDocument,
  PageElement,
  PageInput,
  PageProblem,
  PageReading,
  PriceKind,
  ProductReading,
} from './readers/types.js';
export { isMembersOnly, withoutMembersOnly } from './promotions/membersOnly.js';
export { parsePromotionRule, parsePromotionText } from './promotions/parseRule.js';
export type { PromotionRule } from './promotions/parseRule.js';
export { CSP_NONCE_PLACEHOLDER, IN_PROCESS_HEADER } from './rendering/pageRendering.js';
export {
  COLOUR_SCHEME_CHOICES,
  COLOUR_SCHEME_SCRIPT,
  COLOUR_SCHEME_STORAGE_KEY,
  readColourSchemeChoice,
} from './rendering/colourScheme.js';
export type { ColourSchemeChoice } from './rendering/colourScheme.js';
export type {
  InProcessRequest,
  InProcessResponse,
  InProcessTransport,
  PageDependency,
  PageRenderRequest,
  PageRenderResult,
  PageRenderer,
  PageRendererModule,
  PageRendererOptions,
  RenderedDocument,
  RenderedRedirect,
} from './rendering/pageRendering.js';
export { LISTED_PAGES, UNLISTED_PATH_PREFIXES, isUnlistedPath } from './routes/indexing.js';
export {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SITE_SHARE_IMAGE_PATH,
  productShareImagePath,
} from './rendering/shareImages.js';
export {
  describeRule,
  isUnderstood,
  ruleTerms,
  understoodPromotion,
} from './promotions/understood.js';
export type { RuleTerms, UnderstoodRule } from './promotions/understood.js';
export type { paths as ApiPaths } from './wire/openapi.js';
export type { WireAnswer, WireBody, WireQuery } from './wire/wireTypes.js';
export { OBSERVATION_TEXT_MAX } from './wire/observationLimits.js';
