import { SAMPLE_EVENTS } from '@pricetrail/services/testing';
import { describe, expect, test } from 'vitest';
import {
  activityDescription,
  couponsDescription,
  eventDescription,
  eventsDescription,
  lowestDescription,
} from './promotionDescriptions';

const current = SAMPLE_EVENTS.filter((event) => event.status === 'current');
const coming = SAMPLE_EVENTS.filter((event) => event.status === 'coming');

function sampleEvent(name: string) {
  const event = SAMPLE_EVENTS.find((sample) => sample.name === name);
  if (!event) throw new Error(`no sample event ${name}`);
  return event;
}

describe('the promotion pages’ descriptions', () => {
  test('/promotion names the events running now and those coming', () => {
    expect(eventsDescription(current, coming)).toBe(
      '进行中：京东手机品牌日、天猫年货节；即将开始：京东618。商城活动的日期、规则与参加的商品',
    );
    expect(eventsDescription([], [])).toBe('进行中和即将开始的商城活动、规则与参加的商品');
  });

  test('the activity list counts its events and names the first five', () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      ...sampleEvent('京东618'),
      name: `活动${index}`,
    }));
    expect(activityDescription(many)).toBe(
      '6 个进行中和即将开始的商城活动：活动0、活动1、活动2、活动3、活动4等',
    );
  });

  test('an event says its kind, dates, first rules and how many products take part', () => {
    expect(eventDescription(sampleEvent('京东手机品牌日'))).toBe(
      '京东手机品牌日（品牌日，2025.12.31–2026.01.04）；规则：满300减40、每满200减30、百亿补贴；2 件商品参加。',
    );
  });

  test('the coupon and historical-low lists count what they hold once known', () => {
    expect(couponsDescription(3)).toBe('3 张还没过期的优惠券：门槛、金额、有效期与领券链接');
    expect(lowestDescription(undefined)).toBe('近 7 天降到历史最低、今天仍是这个到手价的商品');
    expect(lowestDescription(2)).toBe('2 件近 7 天降到历史最低、今天仍是这个到手价的商品');
  });
});
