/** A notice could not be marked read. */
export const MSG_READ_FAILED = '标记已读失败';
/** A change to the settings was saved. */
export const MSG_ALERT_SAVED = '已保存';
/** The daily cap is not a whole number from 1 to 100. */
export const MSG_DAILY_CAP_INVALID = '每日上限请填写 1–100 之间的整数';
/** Only one end of the quiet hours was given. */
export const MSG_QUIET_HOURS_HALF = '请同时填写免打扰的开始和结束时间';
/** The quiet hours start when they end. */
export const MSG_QUIET_HOURS_EMPTY = '开始和结束时间不能相同';
/** The webhook address is not an http(s) address. */
export const MSG_WEBHOOK_URL_INVALID = '请输入以 http:// 或 https:// 开头的地址';
/** The verification mail went out (the server usually says so itself). */
export const MSG_EMAIL_SENT = '验证邮件已发送，请查收';
/** A test went out (the server usually says so itself). */
export const MSG_TEST_SENT = '测试消息已发送';
/** New feed addresses replaced the old ones. */
export const MSG_FEED_RESET = '已生成新链接，旧链接已失效';
/** The shopper (or the browser's settings) blocked notifications. */
export const MSG_PUSH_DENIED = '浏览器已禁止本站通知，请在网站设置中允许后重试';
/** This browser could not be subscribed. */
export const MSG_PUSH_FAILED = '此浏览器未能开启推送，请稍后再试';
/** Push is on in this browser now. */
export const MSG_PUSH_ENABLED = '已在此浏览器开启推送';
/** Push is off in this browser now. */
export const MSG_PUSH_DISABLED = '已在此浏览器关闭推送';
/** This browser had no subscription to drop. */
export const MSG_PUSH_NOT_HERE = '此浏览器尚未开启推送';
