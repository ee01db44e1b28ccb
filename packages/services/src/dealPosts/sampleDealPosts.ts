import { SAMPLE_NOW, SAMPLE_PRODUCTS } from '../api/sampleData';
import type { DealPost } from './dealPostTypes';

const HOUR = 3600;

function product(index: number) {
  const found = SAMPLE_PRODUCTS[index];
  if (!found) throw new Error(`no sample product ${index}`);
  return found;
}

/** A post found in our data: 18 % below the 30-day median and the lowest ever. */
export const SAMPLE_DEAL_POST: DealPost = {
  id: 101,
  source: 'auto',
  author: null,
  reason: null,
  price: 529_900,
  status: 'approved',
  rejectReason: null,
  createdAt: SAMPLE_NOW - 5 * HOUR,
  expired: false,
  product: product(0),
  currentPrice: 529_900,
  proof: {
    median30: 646_200,
    dropFen: 116_300,
    dropPercent: 18,
    dataDays: 28,
    windowDays: 30,
    lowestPrice: 529_900,
    isLowest: true,
  },
  votes: { worth: 36, unworth: 4, mine: 0 },
};

/** A shopper's 爆料, approved, whose price has since gone back up (已过期). */
export const SAMPLE_EXPIRED_POST: DealPost = {
  ...SAMPLE_DEAL_POST,
  id: 102,
  source: 'user',
  author: '爱折腾的老王',
  reason: '京东自营 PLUS 会员叠加 200 元券，到手价比双十一还低，库存不多。',
  price: 459_900,
  product: product(1),
  currentPrice: 529_900,
  expired: true,
  proof: {
    median30: 529_900,
    dropFen: 70_000,
    dropPercent: 13.2,
    dataDays: 30,
    windowDays: 30,
    lowestPrice: 439_900,
    isLowest: false,
  },
  votes: { worth: 12, unworth: 9, mine: 0 },
};

/** The viewer's own 爆料, still waiting for an operator. */
export const SAMPLE_PENDING_POST: DealPost = {
  ...SAMPLE_EXPIRED_POST,
  id: 103,
  status: 'pending',
  expired: false,
  currentPrice: 459_900,
  votes: { worth: 0, unworth: 0, mine: 0 },
};

/** The viewer's own 爆料, rejected with the operator's reason. */
export const SAMPLE_REJECTED_POST: DealPost = {
  ...SAMPLE_PENDING_POST,
  id: 104,
  status: 'rejected',
  rejectReason: '这个价格近 30 天常见，算不上好价',
};

/** Every sample post. */
export const SAMPLE_DEAL_POSTS: readonly DealPost[] = [
  SAMPLE_DEAL_POST,
  SAMPLE_EXPIRED_POST,
  SAMPLE_PENDING_POST,
  SAMPLE_REJECTED_POST,
];

/** The viewer's own 爆料, newest first: waiting, rejected with a reason, and shown. */
export const SAMPLE_MY_BAOLIAO: readonly DealPost[] = [
  SAMPLE_PENDING_POST,
  SAMPLE_REJECTED_POST,
  SAMPLE_EXPIRED_POST,
];
