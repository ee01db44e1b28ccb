import type { DbHandle, ModerationStatus } from '../../db/schema.js';
import { statement } from '../../db/statements.js';
import { dropPercentOf } from '../../prices/deals/dealList.js';
import { MEDIAN_WINDOW_DAYS } from '../../prices/deals/verdict.js';
import {
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from '../../prices/read/lookup.js';

/** Why a post's price is good, in the deal figures of the moment it was made (fen). */
export type DealPostProof = {
  /** Median daily price of the 30 days before; null when too few days were known. */
  median30: number | null;
  /** How much below that median (fen; negative when above). */
  dropFen: number | null;
  /** How much below that median, in percent with one decimal. */
  dropPercent: number | null;
  /** Days with a price among those 30. */
  dataDays: number;
  /** Days the median is taken over (30). */
  windowDays: number;
  /** The lowest price ever seen, then. */
  lowestPrice: number | null;
  /** The post's price was the lowest ever seen. */
  isLowest: boolean;
};

/** A vote: 值 (1), 不值 (-1), or none (0). */
export type VoteValue = 1 | -1 | 0;

/** The 值 / 不值 counts of a post and the viewer's own vote. */
export type DealPostVotes = { worth: number; unworth: number; mine: VoteValue };

/** A stored vote value as a vote (anything else counts as none). */
export function voteValue(value: unknown): VoteValue {
  const n = Number(value);
  return n === 1 ? 1 : n === -1 ? -1 : 0;
}

/** A 好价 post as the pages see it (a type, so routes may answer it as their schema's object). */
export type DealPost = ProductWithSummary & {
  id: number;
  source: 'auto' | 'user';
  /** The 爆料's author's nickname; null for a post made from our data. */
  author: string | null;
  /** The author's reason; null for a post made from our data. */
  reason: string | null;
  /** The final price the post is about. */
  price: number;
  status: ModerationStatus;
  rejectReason: string | null;
  createdAt: number;
  /** The product's current final price is above the post's: the deal is over. */
  expired: boolean;
  proof: DealPostProof;
  votes: DealPostVotes;
};

/** A page of posts and how many there are in all. */
export type DealPostPage = {
  total: number;
  page: number;
  pageSize: number;
  items: DealPost[];
};

type PostRow = ProductSummaryRow & {
  post_id: number;
  post_source: string;
  post_user: number | null;
  post_price: number;
  post_median: number | null;
  post_drop_fen: number | null;
  post_drop_bp: number | null;
  post_data_days: number;
  post_lowest: number | null;
  post_reason: string | null;
  post_status: ModerationStatus;
  post_reject: string | null;
  post_created: number | string;
  post_author: string | null;
  worth: number | string;
  unworth: number | string;
  mine: number | null;
};

// The viewer's id is the first parameter of every post query (0 for a visitor).
const SELECT_POSTS = `select ${PRODUCT_SUMMARY_COLUMNS},
  dp.id as post_id, dp.source as post_source, dp.user_id as post_user, dp.price as post_price,
  dp.median_30 as post_median, dp.drop_fen as post_drop_fen, dp.drop_bp as post_drop_bp,
  dp.data_days as post_data_days, dp.lowest_price as post_lowest, dp.reason as post_reason,
  dp.status as post_status, dp.reject_reason as post_reject, dp.created_at as post_created,
  u.nickname as post_author,
  (select count(*) from deal_post_votes v where v.post_id = dp.id and v.value = 1) as worth,
  (select count(*) from deal_post_votes v where v.post_id = dp.id and v.value = -1) as unworth,
  (select v.value from deal_post_votes v where v.post_id = dp.id and v.user_id = ?) as mine
  from deal_posts dp
  join products p on p.id = dp.product_id
  ${JOIN_SUMMARY}
  left join users u on u.id = dp.user_id`;

const byId = statement<PostRow>(`${SELECT_POSTS} where dp.id = ?`);

function toPost(row: PostRow): DealPost {
  const current = row.current_final;
  return {
    ...productWithSummary(row),
    id: Number(row.post_id),
    source: row.post_source === 'user' ? 'user' : 'auto',
    author: row.post_author,
    reason: row.post_reason,
    price: row.post_price,
    status: row.post_status,
    rejectReason: row.post_reject,
    createdAt: Number(row.post_created),
    expired: current !== null && current > row.post_price,
    proof: {
      median30: row.post_median,
      dropFen: row.post_drop_fen,
      dropPercent: row.post_drop_bp === null ? null : dropPercentOf(row.post_drop_bp),
      dataDays: row.post_data_days,
      windowDays: MEDIAN_WINDOW_DAYS,
      lowestPrice: row.post_lowest,
      isLowest: row.post_lowest !== null && row.post_price <= row.post_lowest,
    },
    votes: {
      worth: Number(row.worth),
      unworth: Number(row.unworth),
      mine: voteValue(row.mine),
    },
  };
}

/**
 * One post as `viewerId` may see it: an approved one for everybody, any other only for its
 * author and operators; undefined otherwise.
 */
export async function findDealPost(
  db: DbHandle,
  id: number,
  viewer: { id: number; isOperator: boolean } | null,
): Promise<DealPost | undefined> {
  const [row] = await byId(db, [viewer?.id ?? 0, id]);
  if (!row) return undefined;
  const post = toPost(row);
  if (post.status === 'approved' || viewer?.isOperator) return post;
  return viewer !== null && row.post_user === viewer.id ? post : undefined;
}

/** Approved posts, newest first; only those of the given products when `dpIds` is given. */
export async function approvedDealPosts(
  db: DbHandle,
  query: { page: number; pageSize: number; dpIds?: readonly string[]; viewerId: number | null },
): Promise<DealPostPage> {
  const conditions = [`dp.status = 'approved'`];
  const parameters: unknown[] = [];
  if (query.dpIds) {
    if (query.dpIds.length === 0) {
      return { total: 0, page: query.page, pageSize: query.pageSize, items: [] };
    }
    conditions.push(`p.dp_id in (${query.dpIds.map(() => '?').join(', ')})`);
    parameters.push(...query.dpIds);
  }
  const where = `where ${conditions.join(' and ')}`;
  const [count] = await statement<{ n: number | string }>(
    `select count(*) as n from deal_posts dp join products p on p.id = dp.product_id ${where}`,
  )(db, parameters);
  const rows = await statement<PostRow>(
    `${SELECT_POSTS} ${where} order by dp.created_at desc, dp.id desc limit ? offset ?`,
  )(db, [query.viewerId ?? 0, ...parameters, query.pageSize, (query.page - 1) * query.pageSize]);
  return {
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map(toPost),
  };
}

const byAuthor = statement<PostRow>(
  `${SELECT_POSTS} where dp.user_id = ? order by dp.created_at desc, dp.id desc limit ?`,
);

/** A shopper's own 爆料 in every state, newest first, at most `limit`. */
export async function authoredDealPosts(
  db: DbHandle,
  userId: number,
  limit: number,
): Promise<DealPost[]> {
  return (await byAuthor(db, [userId, userId, limit])).map(toPost);
}

/** Pending 爆料, oldest first, for operators. */
export async function pendingDealPosts(db: DbHandle, limit: number): Promise<DealPost[]> {
  const rows = await statement<PostRow>(
    `${SELECT_POSTS} where dp.status = 'pending' order by dp.created_at asc, dp.id asc limit ?`,
  )(db, [0, limit]);
  return rows.map(toPost);
}
