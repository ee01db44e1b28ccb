import { StyledOfflineNotice } from './OfflineNotice.styles';

/** What the notice says: the page is this device's kept copy, its prices as they were then. */
export const OFFLINE_NOTICE_TEXT =
  '当前没有网络连接：显示的是这台设备上次保存的内容，价格可能不是最新的。';

/** The bar above the page while the device is offline (the service worker serves kept copies). */
export function OfflineNotice() {
  return <StyledOfflineNotice role="status">{OFFLINE_NOTICE_TEXT}</StyledOfflineNotice>;
}
