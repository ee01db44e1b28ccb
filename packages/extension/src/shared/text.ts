/** Shown while the server is asked. */
export const MSG_LOADING = '正在查询历史价格…';
/** Shown when no answer came back from the server. */
export const MSG_UNREACHABLE = '连不上价迹服务器，暂时看不到历史价格';
/** Shown when the server answered with an error. */
export const MSG_SERVER_FAILED = '价迹服务器暂时出错，请稍后再试';
/** Shown for a product the server did not hold and has now queued (the server's own sentence). */
export const MSG_QUEUED = '暂未收录该商品，已加入追踪队列';
/** The 降价提醒 button's label. */
export const LABEL_WATCH = '降价提醒';
/** Shown while the product is being added to the watch list. */
export const MSG_WATCH_BUSY = '正在加入降价提醒…';
/** Shown once the product is on the signed-in shopper's watch list. */
export const MSG_WATCH_ADDED = '已加入降价提醒';
/** Shown while the site's sign-in is open in another tab. */
export const MSG_WATCH_SIGN_IN = '请在新打开的页面登录，登录后自动加入降价提醒';
/** The one sentence that explains contributing (popup and options page). */
export const CONTRIBUTING_NOTE =
  '价迹会把你在商品页看到的价格（仅价格，不含账号、Cookie 或浏览记录）匿名回传，帮助所有人看到真实历史价；可随时关闭。';
/** The top bar's accessible name; also how tests find it. */
export const TOP_BAR_LABEL = '价迹优惠信息';
/** The top bar when the server knows no promotion or coupon for the product. */
export const MSG_NO_PROMOTIONS = '暂未记录到这件商品的优惠券或促销';
/** The 目标价 form's label. */
export const LABEL_WATCH_TARGET = '目标价';
/** The 目标价 form's submit button. */
export const LABEL_WATCH_SUBMIT = '提醒我';
/** The 目标价 form's cancel button. */
export const LABEL_WATCH_CANCEL = '取消';
/** The 目标价 box left empty. */
export const MSG_TARGET_MISSING = '请填写目标价';
/** The 目标价 box holds something that is not a price. */
export const MSG_TARGET_NOT_A_PRICE = '目标价需为大于 0 的数字，最多两位小数';
/** The mini bar's button that opens the price-history popover. */
export const LABEL_TREND = '价格走势';
/** The title of the popover's frame; also how tests find it. */
export const LABEL_TREND_FRAME = '价迹价格走势';
/** The popover's close button. */
export const LABEL_TREND_CLOSE = '关闭价格走势';
