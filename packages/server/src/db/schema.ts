import type { ChangeFeed } from './changeFeed.js';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** A store we know (mirrors core's SITES). */
export interface SitesTable {
  id: number;
  key: string;
  name: string;
}

/** A product category; `slug` is the `class` used in routes. */
export interface CategoriesTable {
  slug: string;
  name: string;
  parent_slug: string | null;
}

/** One store listing. */
export interface ProductsTable {
  id: Generated<number>;
  dp_id: string;
  site_id: number;
  item_id: string;
  title: string;
  brand: string;
  category_slug: string | null;
  image_url: string;
  canonical_url: string;
  /** JSON object of string attributes. */
  attributes: string;
  cluster_key: string | null;
  sales_count: number;
  comment_count: number;
  /** Who first recorded the product: 'demo', 'import', 'extension', 'tracker'. */
  source: string;
  /** Space-joined search tokens (words + CJK bigrams). */
  search_tokens: string;
  created_at: number;
  /** When the tracker last fetched its page, whatever it found. */
  last_checked_at: number | null;
  /** When the tracker's schedule next wants its page. */
  next_check_at: number | null;
  /** The tracker's last outcome: 'ok' | 'blocked' | 'failed' | 'needs_browser'. */
  check_status: string | null;
  /** Set when the store's page said the item is off the shelf; cleared when it sells again. */
  off_shelf_at: number | null;
  /** When its page on this site was last viewed (at most once per few minutes is recorded). */
  last_viewed_at: number | null;
}

/** A run of one price: `ts` is when it started, `last_seen` the last time it was observed. */
export interface PricePointsTable {
  product_id: number;
  ts: number;
  last_seen: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
  source: string;
}

/** What the product page shows at a glance, kept current on every write. */
export interface ProductSummariesTable {
  product_id: number;
  current_list: number;
  current_final: number;
  current_ts: number;
  lowest_price: number;
  lowest_ts: number;
  highest_price: number;
  highest_ts: number;
  low_30: number | null;
  low_60: number | null;
  low_180: number | null;
  price_618: number | null;
  price_618_ts: number | null;
  price_1111: number | null;
  price_1111_ts: number | null;
  trend: number;
  point_count: number;
  updated_at: number;
  /** Bumped on every write of the product's points or summary; keys cached answers. */
  revision: number;
  /** The solo report shown as 待核实 beside the published prices (`price_reports.id`), if any. */
  pending_report_id?: number | null;
  /** Its 页面价 (fen). */
  pending_list?: number | null;
  /** Its 到手价 (fen). */
  pending_final?: number | null;
  /** When it was seen (epoch s). */
  pending_ts?: number | null;
  /** The product's stock now (a `StockState`); null until a source said. */
  stock_state?: string | null;
  /** When it entered that state (epoch s). */
  stock_changed_at?: number | null;
}

/** One change of a product's stock state, at the time it was seen (never a repeat). */
export interface StockChangesTable {
  id: Generated<number>;
  product_id: number;
  /** A `StockState`: 'in_stock' | 'out_of_stock' | 'presale' | 'delisted'. */
  state: string;
  changed_at: number;
}

/** A product's verdict on its price of one Shanghai day: a deal or a fake cut (先涨后降). */
export interface ProductDealsTable {
  product_id: number;
  /** The Shanghai day number the verdict is about. */
  day: number;
  /** 'deal' | 'fake'. */
  kind: string;
  price: number;
  median_30: number;
  drop_fen: number;
  /** The drop in basis points of the 30-day median. */
  drop_bp: number;
  data_days: number;
  reference_price: number | null;
  raised_day: number | null;
  raised_price: number | null;
  evidence_days: number | null;
  computed_at: number;
}

/** Shanghai days whose verdicts were recomputed for every product. */
export interface DealDaysTable {
  day: number;
  refreshed_at: number;
}

/** Views of a product's page on one Shanghai day; who viewed it is never kept. */
export interface ProductViewDaysTable {
  product_id: number;
  day: number;
  count: number;
}

/** A product's place on one list (and category) as first seen on a Shanghai day. */
export interface RankSnapshotsTable {
  /** 'drop' | 'hot' | 'watched' | 'sales'. */
  list: string;
  /** The category slug; '' for the overall list. */
  category: string;
  day: number;
  product_id: number;
  rank: number;
  taken_at: number;
}

/** Every observation received, with what became of it. */
export interface ObservationsTable {
  id: Generated<number>;
  product_id: number;
  client: string;
  source: string;
  observed_at: number;
  list_price: number;
  final_price: number;
  /** 'accepted' | 'pending' | 'confirmed'. */
  status: string;
  received_at: number;
}

/**
 * A report from the extension that moved the price too far to publish alone (see
 * docs/price-trust.md): it waits for corroboration, then becomes 'published' or 'contradicted'.
 */
export interface PriceReportsTable {
  id: Generated<number>;
  product_id: number;
  /** Server-decided reporter: `user:<id>` when signed in, else `net:<network>`. */
  reporter: string;
  /** The reporter's network (IPv4 /24, IPv6 /48), from the connection. */
  network: string;
  user_id: number | null;
  ts: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
  /** The `StockState` the reporter saw with the prices; null when not said. */
  stock: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'pending' | 'published' | 'contradicted'. */
  status: string;
  received_at: number;
  resolved_at: number | null;
}

/** Outbox of product pages the tracker should fetch itself to settle a disputed price. */
export interface VerificationRequestsTable {
  id: Generated<number>;
  product_id: number;
  /** Why it was asked for: 'disputed_price' | 'unconfirmed_price' (prices/trust/verification.ts). */
  reason: string;
  requested_at: number;
  /** Set while a tracker worker holds the request; it returns to the queue after this time. */
  claimed_until: number | null;
  attempts: number;
  /** Set once the tracker has fetched the page and written what it saw. */
  done_at: number | null;
}

/** Supported links we have never seen, waiting to be tracked. */
export interface TrackingQueueTable {
  dp_id: string;
  site_id: number;
  item_id: string;
  canonical_url: string;
  requested_at: number;
  request_count: number;
  /** 'queued' | 'fetching' | 'done' | 'blocked' | 'off_shelf' | 'failed' | 'needs_browser'. */
  status: Generated<string>;
  /** Fetches tried so far. */
  attempts: Generated<number>;
  /** When the tracker may try it (again); null means now. */
  next_attempt_at: number | null;
  /** Set while a worker holds it; it returns to the queue after this time. */
  claimed_until: number | null;
  /** The Chinese reason of the last failed attempt, shown to the shopper. */
  last_error: string | null;
  updated_at: number | null;
}

/** A signed-in person; `phone` and `email` are each unique when set. */
export interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  email: string | null;
  nickname: string;
  /** argon2id PHC string; null until the user sets a password. */
  password_hash: string | null;
  created_at: number;
}

/** One session: only the SHA-256 of its token is stored. */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

/** A social account bound to a user: utype 1 QQ, 2 WeChat, 3 Weibo. */
export interface UserUnionsTable {
  id: Generated<number>;
  user_id: number;
  utype: number;
  provider_uid: string;
  unick: string;
  created_at: number;
}

/** One SMS code sent; `id` is the public half of its capi callback, the code is stored hashed. */
export interface SmsCodesTable {
  id: string;
  phone: string;
  code_hash: string;
  tag: string;
  created_at: number;
  expires_at: number;
  tries: number;
  used: number;
}

/** A fixed-window counter or cooldown (SMS budgets, login failures, resend spacing). */
export interface IdentityLimitsTable {
  key: string;
  count: number;
  window_end: number;
}

/** A human-check challenge; `passed` once answered, then spent by one guarded request. */
export interface CaptchasTable {
  id_hash: string;
  answer: string;
  expires_at: number;
  passed: number;
}

/** A QR sign-in ticket; only hashes of its id and of the waiting browser's secret are stored. */
export interface QrTicketsTable {
  id_hash: string;
  browser_hash: string;
  /** 0 waiting, 1 scanned, 2 confirmed, 3 refused, 4 used (see identity/qr/tickets.ts). */
  status: number;
  /** The phone user who scanned (then confirmed). */
  user_id: number | null;
  /** User agent and IP of the waiting browser, shown on the phone. */
  user_agent: string;
  ip: string;
  /** Hash of the one-time exchange token handed to the browser's socket after confirmation. */
  exchange_hash: string | null;
  created_at: number;
  expires_at: number;
}

/** An OAuth `state` waiting for its provider callback, bound to one browser. */
export interface OAuthStatesTable {
  state_hash: string;
  browser_hash: string;
  utype: number;
  /** Where to go afterwards (checked again with safeRedirect when used). */
  referer: string;
  /** Set when binding the provider account to this signed-in user. */
  bind_user_id: number | null;
  expires_at: number;
}

/** A finished AI answer, answered again for identical requests until the day ends. */
export interface AiAnswersTable {
  /** SHA-256 of the kind, the prompt (our data) and the model, hex. */
  key: string;
  /** The model that wrote it; null for the rule-based analyst. */
  model: string | null;
  text: string;
  /** JSON array of the ¥ figures the data does not hold (empty when the check passed). */
  unknown_figures: string;
  made_at: number;
  expires_at: number;
}

/** A product a user watches, with the price it had when saved (fen). */
export interface WatchItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** The product's current final price at saving; null when it had no price yet. */
  saved_price: number | null;
  target_price: number | null;
  /** The user's own group (tag) name, at most 20 characters. */
  group_name: string | null;
  created_at: number;
  updated_at: number;
  /** The alert condition, one of WATCH_CONDITIONS (alerts/conditions.ts). */
  alert_kind: Generated<string>;
  /** The drop in % from the saved price that a 'percent' alert waits for. */
  alert_percent: number | null;
  /** The N of a 'lowest_days' alert: the price is the lowest of the last N days. */
  alert_days: number | null;
  /** At most one alert per this many hours; null = no limit. */
  alert_interval_hours: number | null;
  /** When the item last alerted (epoch s); null when it never has since its condition was set. */
  alerted_at: number | null;
  /** The final price last alerted at; null while the alert is armed. */
  notified_price: number | null;
  /** 1: the condition covers the same goods in every store (the cluster's cheapest listing). */
  all_stores: Generated<number>;
}

/** A purchase under a store's price protection (价保) until `ends_at`. */
export interface ProtectOrdersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** What the user paid (到手价), fen. */
  paid_price: number;
  bought_at: number;
  window_days: number;
  /** The first moment outside the window: the start of the Shanghai day after its last day. */
  ends_at: number;
  created_at: number;
  /** The final price a claim was last alerted at; null until the first claim alert. */
  notified_price: number | null;
}

/** A user's alert channels, daily cap and quiet hours (one row, made on first use). */
export interface AlertSettingsTable {
  user_id: number;
  daily_cap: number;
  /** Quiet hours in minutes after midnight, Shanghai time; both null = none. */
  quiet_start: number | null;
  quiet_end: number | null;
  email: string | null;
  email_verified: Generated<number>;
  email_on: Generated<number>;
  /** sha-256 hex of the pending verification link's token. */
  email_token_hash: string | null;
  email_token_expires: number | null;
  unsubscribe_token: string;
  webhook_url: string | null;
  /** A preset of `alerts/channels/webhookPresets.ts` ('json', 'ntfy', 'bark', …). */
  webhook_preset: Generated<string>;
  webhook_secret: string;
  webhook_on: Generated<number>;
  push_on: Generated<number>;
  feed_token: string;
  updated_at: number;
}

/** A browser's Web Push subscription. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The subscription's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  created_at: number;
}

/** Keys the server made for itself (the VAPID pair), by name. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** One alert (the outbox row, written with the price that caused it), also the in-site notice. */
export interface AlertEventsTable {
  id: Generated<number>;
  user_id: number;
  /** An AlertKind (alerts/message.ts). */
  kind: string;
  product_id: number | null;
  price: number | null;
  previous_price: number | null;
  claim_amount: number | null;
  /** A 'lowest_days' alert's N; null for every other kind. */
  alert_days: number | null;
  order_id: number | null;
  /** 1 when an all-stores watch alerted: `product_id` is the cluster's cheapest listing. */
  all_stores: Generated<number>;
  /** A follow digest's follow; null for every other kind (or once the follow is removed). */
  follow_id: number | null;
  /** A follow digest's words as sent (JSON, follows/digestText.ts); null for every other kind. */
  follow_digest: string | null;
  created_at: number;
  /** When the sender made its deliveries; null while waiting in the outbox. */
  dispatched_at: number | null;
  read_at: number | null;
}

/** A brand, category or keyword a user follows (关注). */
export interface FollowsTable {
  id: Generated<number>;
  user_id: number;
  /** A FollowKind (follows/followKinds.ts). */
  kind: string;
  /** As the user gave it (a category's slug). */
  value: string;
  /** `value` lower-cased and trimmed: what duplicates and matches compare. */
  value_key: string;
  created_at: number;
  /** When its last digest was made; null before the first. */
  last_digest_at: number | null;
}

/** One event's delivery through one outside channel, retried until sent or given up. */
export interface AlertDeliveriesTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  /** 'email' | 'webhook' | 'push'. */
  channel: string;
  /** The push subscription id for push; '' otherwise. */
  target: string;
  /** 'pending' | 'sent' | 'failed' | 'capped'. */
  status: string;
  attempts: Generated<number>;
  next_at: number;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
}

/** One credits ledger entry (积分); a user's balance is the sum of theirs. */
export interface CreditEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** Credits earned (positive) or spent (negative). */
  amount: number;
  /** 'checkin' | 'contribution' | 'shaidan'. */
  reason: string;
  /** What was paid for (the day of a check-in, the id of a contribution); once per reason. */
  ref: string;
  /** The Shanghai calendar day number of the entry. */
  day: number;
  created_at: number;
}

/** Feedback from `/app/suggestion`, for operators (visitors' too: `user_id` may be null). */
export interface SuggestionsTable {
  id: Generated<number>;
  user_id: number | null;
  text: string;
  /** The phone number or e-mail address the sender left, if any. */
  contact: string | null;
  /** JSON list of stored screenshots: `{ id, width, height, files }` (see `uploads/store.ts`). */
  images: Generated<string>;
  client_ip: string;
  user_agent: Generated<string>;
  /** 'new' until an operator handles it, then 'approved' or 'rejected'. */
  status: Generated<string>;
  /** Why an operator rejected it. */
  reject_reason: string | null;
  created_at: number;
}

/** A store event (618, 双11, 年货节, 品牌日 …); it shows until `ends_at` passes. */
export interface PromotionsTable {
  id: Generated<number>;
  /** The importer's identity of the event: a re-import updates the row. */
  key: string;
  site_id: number;
  name: string;
  /** As the operator names it: '618', '双11', '年货节', '品牌日', … */
  kind: string;
  starts_at: number;
  ends_at: number;
  /** JSON list of core's `PromotionRule`. */
  rules: Generated<string>;
  /** The event's page on the store's own site. */
  url: string | null;
  /** 'import' | 'demo'. */
  source: string;
  updated_at: number;
}

/** The products of an event. */
export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
}

/** A store coupon (money in fen); it shows from `valid_from` until `valid_to` passes. */
export interface CouponsTable {
  id: Generated<number>;
  /** The importer's identity of the coupon: a re-import updates the row. */
  key: string;
  site_id: number;
  /** 0 for a coupon without a threshold. */
  threshold: number;
  amount: number;
  valid_from: number;
  valid_to: number;
  /** Where to take it (领券): a page on the store's own site. */
  url: string;
  product_id: number | null;
  category_slug: string | null;
  /** The store's own wording, when given. */
  text: string | null;
  /** 'import' | 'demo'. */
  source: string;
  updated_at: number;
}

/** A moderated item's state: 'pending' until an operator approves or rejects it. */
export type ModerationStatus = 'pending' | 'approved' | 'rejected';

/** A purchase photo post (晒单) about one product. */
export interface ShaidanPostsTable {
  id: Generated<number>;
  user_id: number;
  dp_id: string;
  text: string;
  /** JSON list of stored photos: `{ id, width, height, files }` (see `uploads/store.ts`). */
  images: Generated<string>;
  status: Generated<ModerationStatus>;
  /** Why an operator rejected it; the author sees it. */
  reject_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

/** Which post a stored photo belongs to, so it is served only while the post may be seen. */
export interface ShaidanImagesTable {
  image_id: string;
  post_id: number;
  position: number;
}

/** One like of a 晒单 by a signed-in user (at most one per user and post). */
export interface ShaidanLikesTable {
  post_id: number;
  user_id: number;
  created_at: number;
}

/** A short product review with a 1–5 rating. */
export interface ProductReviewsTable {
  id: Generated<number>;
  user_id: number;
  dp_id: string;
  rating: number;
  text: string;
  status: Generated<ModerationStatus>;
  reject_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

/** A 好价 post: made from a real drop ('auto') or sent by a user (爆料, 'user'). */
export interface DealPostsTable {
  id: Generated<number>;
  /** 'auto' | 'user'. */
  source: string;
  /** The 爆料's author; null for an automatic post. */
  user_id: number | null;
  product_id: number;
  /** The final price the post is about (fen). */
  price: number;
  /** The deal figures when the post was made; null where the history was too short. */
  median_30: number | null;
  drop_fen: number | null;
  drop_bp: number | null;
  data_days: number;
  /** The product's lowest price ever when the post was made. */
  lowest_price: number | null;
  /** The Shanghai day of the verdict an automatic post was made from (one per product and day). */
  deal_day: number | null;
  /** Why it is a good price, in the author's words (null for an automatic post). */
  reason: string | null;
  status: Generated<ModerationStatus>;
  reject_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

/** A comment on a subject (`subject_kind` 'app', 'deal', …), optionally with a 1–5 rating. */
export interface CommentsTable {
  id: Generated<number>;
  subject_kind: string;
  subject_id: string;
  user_id: number;
  rating: number | null;
  text: string;
  status: Generated<ModerationStatus>;
  /** Why an operator rejected it; the author sees it. */
  reject_reason: string | null;
  /** 1 while enough reports hide it until an operator decides. */
  hidden: Generated<number>;
  /** How many of its reports an operator's approval already answered. */
  reports_cleared: Generated<number>;
  created_at: number;
  reviewed_at: number | null;
}

/** One 值 (+1) or 不值 (-1) vote on a deal post (at most one per user and post). */
export interface DealPostVotesTable {
  post_id: number;
  user_id: number;
  value: number;
  updated_at: number;
}

/** One report of a comment by a signed-in user (at most one per user and comment). */
export interface CommentReportsTable {
  comment_id: number;
  user_id: number;
  created_at: number;
}

/** The whole database as Kysely sees it. */
export interface Database {
  sites: SitesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  price_points: PricePointsTable;
  product_summaries: ProductSummariesTable;
  stock_changes: StockChangesTable;
  product_deals: ProductDealsTable;
  deal_days: DealDaysTable;
  product_view_days: ProductViewDaysTable;
  rank_snapshots: RankSnapshotsTable;
  observations: ObservationsTable;
  price_reports: PriceReportsTable;
  verification_requests: VerificationRequestsTable;
  tracking_queue: TrackingQueueTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_unions: UserUnionsTable;
  sms_codes: SmsCodesTable;
  identity_limits: IdentityLimitsTable;
  captchas: CaptchasTable;
  qr_tickets: QrTicketsTable;
  oauth_states: OAuthStatesTable;
  ai_answers: AiAnswersTable;
  watch_items: WatchItemsTable;
  protect_orders: ProtectOrdersTable;
  credit_entries: CreditEntriesTable;
  alert_settings: AlertSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_secrets: ServerSecretsTable;
  alert_events: AlertEventsTable;
  alert_deliveries: AlertDeliveriesTable;
  follows: FollowsTable;
  suggestions: SuggestionsTable;
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  coupons: CouponsTable;
  shaidan_posts: ShaidanPostsTable;
  shaidan_images: ShaidanImagesTable;
  shaidan_likes: ShaidanLikesTable;
  product_reviews: ProductReviewsTable;
  deal_posts: DealPostsTable;
  deal_post_votes: DealPostVotesTable;
  comments: CommentsTable;
  comment_reports: CommentReportsTable;
}

/** Which engine a database runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** The database itself or an open transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Where queries run (the database or a transaction) and the engine behind it, named outright. */
export interface DbHandle {
  kysely: Executor;
  dialect: Dialect;
}

/** An open database and the engine behind it. */
export interface Db extends DbHandle {
  kysely: Kysely<Database>;
  close(): Promise<void>;
  /**
   * A stamp that differs whenever the data may have changed since it was last read, from this
   * process or any other; absent where no cheap check exists (PostgreSQL).
   */
  changeStamp?: () => string;
  /**
   * What cached answers are confirmed against: differs whenever an answer may have changed. On
   * SQLite, this process's writes and `data_version` read once per event-loop turn (another
   * process's commit shows from the next turn); on PostgreSQL, this process's writes and the
   * change feed's generation (notifications arrive just after the writer's commit), undefined
   * while nothing listens.
   */
  answerStamp?: () => string | undefined;
  /** PostgreSQL: the notifications of every instance's writes (the server starts it). */
  changeFeed?: ChangeFeed;
}
