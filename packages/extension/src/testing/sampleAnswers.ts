import type { LookupAnswer } from '../shared/messages';
import { MSG_QUEUED, MSG_SERVER_FAILED, MSG_UNREACHABLE } from '../shared/text';

/** The moment the sample answers are seen at (epoch seconds): 2026-11-27 14:00 in Shanghai. */
export const SAMPLE_NOW_S = Date.UTC(2026, 10, 27, 6, 0, 0) / 1000;

const DAY = 86_400;

/** A product the server holds: half a year of 到手价 with a 双11 low. */
export const TRACKED_ANSWER = {
  state: 'tracked',
  summary: { lowestPrice: 459_900, lowest30: 469_900, trend: 1 },
  finalPrices: [
    [SAMPLE_NOW_S - 210 * DAY, 529_900],
    [SAMPLE_NOW_S - 150 * DAY, 499_900],
    [SAMPLE_NOW_S - 110 * DAY, 459_900],
    [SAMPLE_NOW_S - 80 * DAY, 489_900],
    [SAMPLE_NOW_S - 17 * DAY, 469_900],
    [SAMPLE_NOW_S - 9 * DAY, 499_900],
  ],
  historyUrl: 'http://localhost:8080/trend/100008348542-3.html',
  trendUrl: 'http://localhost:8080/ext/trend?dp=100008348542-3',
  offers: [],
  nextSale: null,
  promotions: [],
  aiRateUrl: 'http://localhost:8080/ext/ai_rate?dp=100008348542-3',
} satisfies LookupAnswer;

/** The same product, also sold in two other stores: one under today's price, one above it. */
export const CHEAPER_ELSEWHERE_ANSWER: LookupAnswer = {
  ...TRACKED_ANSWER,
  offers: [
    {
      dpId: '600000000001-83',
      siteId: 83,
      price: 469_900,
      url: 'https://detail.tmall.com/item.htm?id=600000000001',
    },
    {
      dpId: '10000000002-25',
      siteId: 25,
      price: 529_900,
      url: 'https://product.suning.com/0000000000/10000000002.html',
    },
  ],
};

/** A product the server did not hold: it is queued and the tracker is fetching it. */
export const QUEUED_ANSWER: LookupAnswer = {
  state: 'queued',
  message: MSG_QUEUED,
  tracking: 'fetching',
};

/** No answer from the server at all. */
export const UNREACHABLE_ANSWER: LookupAnswer = { state: 'unreachable', message: MSG_UNREACHABLE };

/** The server answered with an error. */
export const FAILED_ANSWER: LookupAnswer = { state: 'failed', message: MSG_SERVER_FAILED };
