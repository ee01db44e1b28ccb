export { paths } from './paths';
export { RouterLinkProvider } from './providers/RouterLinkProvider';
export type { RouterLinkProviderProps } from './providers/RouterLinkProvider';
export { dpIdFromSegment } from './common/dpIdFromSegment';
export { productRequestOf, useProductParam } from './common/useProductParam';
export type { ProductRequest } from './common/useProductParam';
export { DemoBadge } from './common/DemoBadge';
export { PageMeta } from './common/PageMeta';
export type { PageMetaProps } from './common/PageMeta';
export { preloadProductData } from './common/productDataLoader';
export { RenderedLazyParts, lazyPart, loadRenderedParts } from './common/lazyPart';
export { HomePage, loadHomePage } from './HomePage';
export { ALL_PRODUCTS_TITLE, CategoryPage, loadCategoryPage } from './CategoryPage';
export { DISCOUNT_TITLE, DiscountPage, loadDiscountPage } from './DiscountPage';
export {
  ACTIVITY_TITLE,
  ActivityPage,
  COUPONS_TITLE,
  CouponPage,
  LOWEST_TITLE,
  LowestPage,
  PROMOTIONS_TITLE,
  PromotionDetailPage,
  PromotionIndexPage,
  loadCouponPage,
  loadLowestPage,
  loadPromotionPage,
  loadPromotionsPage,
  type PromotionPageLoad,
} from './PromotionPages';
export { RANK_LIST_TITLE, RankListPage, loadRankListPage } from './RankListPage';
export { MiddleQrPage } from './MiddleQrPage';
export { QrConfirmPage } from './QrConfirmPage';
export { TrendPage } from './TrendPage';
export { HistoryPage } from './HistoryPage';
export { loadHistoryPage, type HistoryPageLoad } from './HistoryPage/loadHistoryPage';
export { loadProductReviews } from './ProductReviews/loadProductReviews';
export type { HistoryPageProps, HistoryPageView } from './HistoryPage';
export { QuestionsPage } from './QuestionsPage';
export { SuggestionPage } from './SuggestionPage';
export { APP_COMMENT_TITLE, AppCommentPage } from './AppCommentPage';
export { CommentThread } from './CommentThread';
export type { CommentThreadProps } from './CommentThread';
export { ShaidanPage, loadShaidanPage } from './ShaidanPage';
export { DealPostPage, loadDealPostPage } from './DealPostPage';
export { BAOLIAO_TITLE, BaoliaoPage } from './BaoliaoPage';
export { ModerationPage } from './ModerationPage';
export { UsPage, US_CONTENT } from './UsPage';
export type { UsBlock, UsContent, UsPageProps, UsTopic } from './UsPage';
export { ExtensionPage } from './ExtensionPage';
export { JdEnhancePage, JdRankPage } from './ExtJdPages';
export { ExtTrendPage } from './ExtTrendPage';
export { NotFoundPage } from './NotFoundPage';
export type { NotFoundPageProps } from './NotFoundPage';
export { UserLoginPage } from './UserLoginPage';
export { MSG_AGREE_FIRST, UserRegisterPage } from './UserRegisterPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { POLICY_EFFECTIVE_DATE, PRIVACY_POLICY, PrivacyPolicyPage } from './PrivacyPolicyPage';
export type { PolicySection } from './PrivacyPolicyPage';
export { LoginModalView, useSignInScreen, type LoginModalViewProps } from './login';
export { AccountSettingsPage } from './AccountSettingsPage';
export type { AccountSettingsPageProps } from './AccountSettingsPage';
export { SetPasswordPage } from './SetPasswordPage';
export { CollectionPage } from './CollectionPage';
export type { CollectionPageProps } from './CollectionPage';
export { ProtectPage } from './ProtectPage';
export type { ProtectPageProps } from './ProtectPage';
export { CreditPage } from './CreditPage';
export { FollowPage } from './FollowPage';
export { NoticePage } from './NoticePage';
export type { NoticePageProps } from './NoticePage';
export { AiComparePage, AiRatePage } from './AiPages';
export { aiComparePath, aiRatePath } from './common/aiPaths';
