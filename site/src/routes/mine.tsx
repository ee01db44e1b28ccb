import {
  CollectionPage,
  CreditPage,
  FollowPage,
  ModerationPage,
  NoticePage,
  ProtectPage,
} from '@pricetrail/pages';
import { BROWSER_PUSH_DEVICE } from '@pricetrail/services';

/** `/mine/collection`. */
export function CollectionRoute() {
  return <CollectionPage />;
}

/** `/mine/price_protect`. */
export function ProtectRoute() {
  return <ProtectPage />;
}

/** `/mine/credit`. */
export function CreditRoute() {
  return <CreditPage />;
}

/** `/mine/follow`. */
export function FollowRoute() {
  return <FollowPage />;
}

/** `/mine/notice`. */
export function NoticeRoute() {
  return <NoticePage pushDevice={BROWSER_PUSH_DEVICE} />;
}

/** `/mine/moderation`. */
export function ModerationRoute() {
  return <ModerationPage />;
}
