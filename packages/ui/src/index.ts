export {
  theme,
  lightColours,
  darkColours,
  GlobalStyle,
  ThemeRoot,
  hiddenOnTouch,
  shownOnTouchOnly,
} from './theme';
export type { Theme, ThemeRootProps, ColourName, ColourValues } from './theme';
export {
  LazyImage,
  LAZY_EXPAND_FACTOR,
  LAZY_EXPAND_LARGE,
  LAZY_EXPAND_SMALL,
  LAZY_MIN_SIZE,
  LAZY_THROTTLE_MS,
} from './components/LazyImage';
export type { LazyImageProps, LazyImageState, LazyImageFallback } from './components/LazyImage';
export { PriceChart, PRICE_RANGES } from './components/PriceChart';
export type {
  PriceChartProps,
  PriceMark,
  PricePoint,
  PricePromotion,
  PriceRange,
  StockGap,
} from './components/PriceChart';
export { PriceSummary, PRICE_TRENDS, RAISED_BEFORE_SALE_TEXT } from './components/PriceSummary';
export type {
  PendingPriceReport,
  PriceSummaryProps,
  PriceTrend,
  StockInfo,
} from './components/PriceSummary';
export { OFFLINE_NOTICE_TEXT, OfflineNotice } from './components/OfflineNotice';
export { PriceFreshness } from './components/PriceFreshness';
export type { PriceFreshnessProps, PriceSourceName } from './components/PriceFreshness';
export { TrackingPanel } from './components/TrackingPanel';
export type { TrackingPanelProps, TrackingPanelState } from './components/TrackingPanel';
export { Link, LinkProvider } from './components/Link';
export type { LinkComponent, LinkProps, LinkProviderProps } from './components/Link';
export { SearchBox } from './components/SearchBox';
export type {
  SearchBoxProps,
  SearchBoxSize,
  SearchBoxSubmit,
  SearchSource,
} from './components/SearchBox';
export { Pagination, pageCount, pageItems } from './components/Pagination';
export type { PaginationProps, PageItem } from './components/Pagination';
export { EmptyState, EmptyStateIcon } from './components/EmptyState';
export type {
  EmptyStateProps,
  EmptyStateIconName,
  EmptyStateIconProps,
} from './components/EmptyState';
export { NotFound } from './components/NotFound';
export type { NotFoundProps, NotFoundReason } from './components/NotFound';
export { DEFAULT_WAYS_ON, WaysOn } from './components/WaysOn';
export type { WayOnLink, WaysOnProps } from './components/WaysOn';
export { HomeHeadNav, HOME_NAV_ITEMS } from './components/HomeHeadNav';
export type { HeadNavItem, HomeHeadNavProps } from './components/HomeHeadNav';
export { UserCorner, USER_MENU_LINKS, UserMenu, VisitorCorner } from './components/UserCorner';
export type {
  UserCornerCounts,
  UserCornerProps,
  UserCornerUser,
  UserMenuProps,
  VisitorCornerProps,
} from './components/UserCorner';
export { SecondNav } from './components/SecondNav';
export type { SecondNavItem, SecondNavProps } from './components/SecondNav';
export { HistoryPriceHeader } from './components/HistoryPriceHeader';
export type { Breadcrumb, HistoryPriceHeaderProps } from './components/HistoryPriceHeader';
export { ExtensionTop } from './components/ExtensionTop';
export type { ExtensionTopProps } from './components/ExtensionTop';
export { PhoneAppTop } from './components/PhoneAppTop';
export type { PhoneAppTopProps } from './components/PhoneAppTop';
export { PageColumn } from './components/PageColumn';
export { FooterBarcode } from './components/FooterBarcode';
export type { FooterBarcodeProps } from './components/FooterBarcode';
export { SiteFooter, FOOTER_LINKS } from './components/SiteFooter';
export type { FooterLink, SiteFooterProps } from './components/SiteFooter';
export { OfferList } from './components/OfferList';
export type { Offer, OfferListProps } from './components/OfferList';
export { ProductCard } from './components/ProductCard';
export type { ProductCardProps } from './components/ProductCard';
export { CardWatchToggle } from './components/CardWatchToggle';
export type { CardWatchToggleProps } from './components/CardWatchToggle';
export { PriceTag, StoreBadge } from './components/PriceTag';
export type { PriceTagProps, PriceTagSize, StoreBadgeProps } from './components/PriceTag';
export { CollectionCard } from './components/CollectionCard';
export type { CollectionCardProps } from './components/CollectionCard';
export { ALERT_CONDITIONS, TargetPriceForm } from './components/TargetPriceForm';
export type {
  AlertCondition,
  TargetPriceFormField,
  TargetPriceFormProps,
  TargetPriceFormValues,
} from './components/TargetPriceForm';
export { WatchButton } from './components/WatchButton';
export type { WatchButtonProps, WatchButtonState } from './components/WatchButton';
export { ProtectOrderCard } from './components/ProtectOrderCard';
export type { ProtectOrderCardProps } from './components/ProtectOrderCard';
export { NoticeBell, NOTICE_BADGE_MAX } from './components/NoticeBell';
export type { NoticeBellProps } from './components/NoticeBell';
export { NoticeItem } from './components/NoticeItem';
export type { NoticeItemKind, NoticeItemProps } from './components/NoticeItem';
export { AlertChannelCard } from './components/AlertChannelCard';
export type { AlertChannelCardProps, ChannelTestState } from './components/AlertChannelCard';
export { EmailAlertFields } from './components/EmailAlertFields';
export type { EmailAlertFieldsProps } from './components/EmailAlertFields';
export { WebhookAlertFields } from './components/WebhookAlertFields';
export type { WebhookAlertFieldsProps, WebhookPresetChoice } from './components/WebhookAlertFields';
export { PushAlertFields } from './components/PushAlertFields';
export type { PushAlertFieldsProps, PushAvailability } from './components/PushAlertFields';
export { FeedAlertLinks } from './components/FeedAlertLinks';
export type { FeedAlertLinksProps, FeedFormat } from './components/FeedAlertLinks';
export { AlertScheduleForm } from './components/AlertScheduleForm';
export type {
  AlertScheduleFormField,
  AlertScheduleFormProps,
  AlertScheduleValues,
} from './components/AlertScheduleForm';
export { CopyField } from './components/CopyField';
export type { CopyFieldProps } from './components/CopyField';
export { CreditSummary } from './components/CreditSummary';
export type { CreditSummaryProps } from './components/CreditSummary';
export { CouponCard } from './components/CouponCard';
export type { CouponCardProps, CouponStatus } from './components/CouponCard';
export { PromotionCard, promotionPhase } from './components/PromotionCard';
export type { PromotionCardProps, PromotionPhase } from './components/PromotionCard';
export { DealCard } from './components/DealCard';
export type { DealCardProps } from './components/DealCard';
export { RankList, RANK_HIGHLIGHTED } from './components/RankList';
export type { RankItem, RankListProps, RankMove } from './components/RankList';
export { PhotoCard } from './components/PhotoCard';
export type { PhotoCardProps } from './components/PhotoCard';
export {
  PhotoUploader,
  PHOTO_MAX_COUNT,
  PHOTO_MAX_SIZE_MB,
  PHOTO_TYPES,
  PHOTO_TYPE_ERROR,
  checkPhotos,
} from './components/PhotoUploader';
export type {
  PhotoCheck,
  PhotoLimits,
  PhotoUploaderFile,
  PhotoUploaderProps,
  PhotoUploadStatus,
} from './components/PhotoUploader';
export { AiAnswer, AnswerMarkdown, answerBlocks } from './components/AiAnswer';
export type { AiAnswerProps, AiAnswerViewStatus, AnswerMarkdownProps } from './components/AiAnswer';
export { StreamingText } from './components/StreamingText';
export type { StreamingTextProps } from './components/StreamingText';
export { Dialog, DialogStage, repaintAll } from './components/Dialog';
export type { DialogProps, DialogStageProps } from './components/Dialog';
export { Toast, TOAST_DURATION_MS } from './components/Toast';
export type { ToastProps, ToastVariant } from './components/Toast';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { CountedTextArea } from './components/CountedTextArea';
export type { CountedTextAreaProps } from './components/CountedTextArea';
export { Button, ButtonLink } from './components/Button';
export type {
  ButtonLinkProps,
  ButtonLook,
  ButtonProps,
  ButtonShape,
  ButtonSize,
  ButtonVariant,
} from './components/Button';
export { CountdownClockContext, SmsButton, useCountdown } from './components/SmsButton';
export type { Countdown, SmsButtonProps } from './components/SmsButton';
export { QrPanel, QR_STATUS, qrView } from './components/QrPanel';
export type { QrPanelProps, QrStatus, QrView } from './components/QrPanel';
export { CaptchaPopup, InlineCaptcha, isCaptchaSuccess } from './components/CaptchaPopup';
export type { CaptchaPopupProps, InlineCaptchaProps } from './components/CaptchaPopup';
export {
  LoginModal,
  LoginPanel,
  LOGIN_LINKS,
  LOGIN_TAB,
  SOCIAL_LOGIN,
} from './components/LoginModal';
export type {
  LoginModalProps,
  LoginBoxProps,
  LoginTab,
  SocialLoginType,
} from './components/LoginModal';
export { ColourSchemeField } from './components/ColourSchemeField';
export type { ColourSchemeFieldProps } from './components/ColourSchemeField';
