import {
  ALERT_DAYS_RANGE,
  ALERT_INTERVAL_RANGE,
  ALERT_PERCENT_RANGE,
  formatPrice,
} from '@pricetrail/core';

const span = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;

/** A target price that is not an amount above zero. */
export const MSG_TARGET_INVALID = '请输入正确的目标价';
/** 低于目标价 chosen without a target. */
export const MSG_TARGET_REQUIRED = '请填写目标价';
/** 降幅达到 N% without a whole number in {@link ALERT_PERCENT_RANGE}. */
export const MSG_ALERT_PERCENT_INVALID = `降幅请填写 ${span(ALERT_PERCENT_RANGE)} 之间的整数`;
/** 近 N 天最低 without a whole number of days in {@link ALERT_DAYS_RANGE}. */
export const MSG_ALERT_DAYS_INVALID = `天数请填写 ${span(ALERT_DAYS_RANGE)} 之间的整数`;
/** A quiet interval that is neither blank nor a whole number of hours in {@link ALERT_INTERVAL_RANGE}. */
export const MSG_ALERT_INTERVAL_INVALID = `提醒间隔请填写 ${span(ALERT_INTERVAL_RANGE)} 之间的整数（小时），或留空不限`;
/** A group name longer than the server keeps. */
export const MSG_GROUP_TOO_LONG = '分组名最多 20 个字';
/** The 价保 form without a product. */
export const MSG_ORDER_PRODUCT_EMPTY = '请粘贴商品链接';
/** The 价保 form's product is neither a store link nor a dp id. */
export const MSG_ORDER_PRODUCT_INVALID = '请输入正确的商品链接';
/** The 价保 form's price is not an amount above zero. */
export const MSG_ORDER_PRICE_INVALID = '请输入正确的实付金额';
/** The 价保 form's date is missing or not a date. */
export const MSG_ORDER_DATE_INVALID = '请选择购买日期';
/** The purchase day lies ahead (the server's own wording). */
export const MSG_ORDER_DATE_FUTURE = '购买时间不能晚于现在';
/** The purchase is older than any window (the server's own wording). */
export const MSG_ORDER_DATE_TOO_OLD = '只能登记 90 天内的订单';
/** The window is not a whole number of days from 1 to 90. */
export const MSG_ORDER_WINDOW_INVALID = '价保天数需为 1–90 天';
/** The 价保 order was recorded. */
export const MSG_ORDER_ADDED = '已登记，价保期内降价时这里会显示可申请的金额';
/** Today's check-in was recorded. */
export const MSG_CHECKED_IN = '签到成功';

/** A target price at or above today's price: it could only fire at once. */
export function targetNotBelowMessage(currentPrice: number, siteId?: number): string {
  return `目标价需低于当前价 ${formatPrice(currentPrice, siteId)}`;
}
