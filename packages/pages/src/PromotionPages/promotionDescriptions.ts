import { formatDayRange, LOWEST_REACHED_WITHIN_DAYS } from '@pricetrail/core';
import type { PromotionEvent } from '@pricetrail/services';
import { ruleText } from './ruleText';

// A description is what a search result shows: a few names say what the page holds.
const NAMED = 5;
const RULES_NAMED = 3;

function namesOf(events: readonly PromotionEvent[]): string {
  const names = events
    .slice(0, NAMED)
    .map((event) => event.name)
    .join('、');
  return events.length > NAMED ? `${names}等` : names;
}

/** `/promotion`'s description: the events running now and those coming, by name. */
export function eventsDescription(
  current: readonly PromotionEvent[],
  coming: readonly PromotionEvent[],
): string {
  const parts = [
    current.length > 0 ? `进行中：${namesOf(current)}` : '',
    coming.length > 0 ? `即将开始：${namesOf(coming)}` : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `${parts.join('；')}。商城活动的日期、规则与参加的商品`
    : '进行中和即将开始的商城活动、规则与参加的商品';
}

/** `/promotion/activity`'s description: how many events and the first ones' names. */
export function activityDescription(events: readonly PromotionEvent[]): string {
  return events.length > 0
    ? `${events.length} 个进行中和即将开始的商城活动：${namesOf(events)}`
    : '全部进行中和即将开始的商城活动';
}

/** One event's description: its kind and dates, its first rules and how many products take part. */
export function eventDescription(event: PromotionEvent): string {
  const rules = event.rules.slice(0, RULES_NAMED).map((rule) => ruleText(rule).terms);
  const parts = [
    `${event.name}（${event.kind}，${formatDayRange(event.startsAt, event.endsAt)}）`,
    rules.length > 0 ? `规则：${rules.join('、')}` : '',
    event.productCount > 0 ? `${event.productCount} 件商品参加` : '',
  ];
  return `${parts.filter(Boolean).join('；')}。`;
}

/** `/promotion/coupon`'s description, with how many coupons there are once known. */
export function couponsDescription(total: number | undefined): string {
  const what = '还没过期的优惠券：门槛、金额、有效期与领券链接';
  return total === undefined ? `各商城${what}` : `${total} 张${what}`;
}

/** `/promotion/lowest`'s description, with how many products are at their low once known. */
export function lowestDescription(total: number | undefined): string {
  const what = `近 ${LOWEST_REACHED_WITHIN_DAYS} 天降到历史最低、今天仍是这个到手价的商品`;
  return total === undefined ? what : `${total} 件${what}`;
}
