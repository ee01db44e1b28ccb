import { answerSchema } from '../../identity/answers.js';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** One notice (an alert) in the notice centre (fen, epoch seconds). */
const noticeSchema = {
  type: 'object',
  properties: {
    id: int,
    kind: {
      type: 'string',
      enum: [
        'drop',
        'target',
        'percent',
        'lowest',
        'protect',
        'test',
        'rise',
        'lowest_days',
        'restock',
        'follow',
      ],
    },
    title: str,
    text: str,
    url: { ...str, description: '商品价格历史页（绝对地址）；关注提醒为所关注的分类或搜索页' },
    dp_id: nullableStr,
    image_url: nullableStr,
    price: { ...nullableInt, description: '提醒时的到手价（分）' },
    previous_price: {
      ...nullableInt,
      description:
        '比较的价格（分）：降价前 / 收藏时 / 此前最低 / 价保的到手价 / 涨价前 / 此前近 N 天最低',
    },
    claim_amount: { ...nullableInt, description: '价保可申请的差价（分）' },
    created_at: int,
    read: bool,
  },
  required: [
    'id',
    'kind',
    'title',
    'text',
    'url',
    'dp_id',
    'image_url',
    'price',
    'previous_price',
    'claim_amount',
    'created_at',
    'read',
  ],
} as const;

/** `GET /UserNotice/List` answer. */
export const noticeListAnswer = answerSchema({
  type: 'object',
  properties: {
    list: { type: 'array', items: noticeSchema },
    pg: int,
    ps: int,
    total: int,
    unread: int,
  },
  required: ['list', 'pg', 'ps', 'total', 'unread'],
});

/** An answer whose data is the unread count. */
export const unreadAnswer = answerSchema({
  type: 'object',
  properties: { unread: int },
  required: ['unread'],
});

/** A user's alert settings. */
export const settingsAnswer = answerSchema({
  type: 'object',
  properties: {
    daily_cap: { ...int, description: '每天经站外通道发送的提醒上限' },
    quiet_start: { ...nullableStr, description: '免打扰开始（HH:MM，北京时间）' },
    quiet_end: nullableStr,
    email: {
      type: 'object',
      properties: {
        address: nullableStr,
        verified: bool,
        on: bool,
        available: { ...bool, description: '服务器是否配置了 SMTP' },
      },
      required: ['address', 'verified', 'on', 'available'],
    },
    webhook: {
      type: 'object',
      properties: {
        url: nullableStr,
        preset: str,
        on: bool,
        secret: { ...str, description: 'X-PriceTrail-Signature 的 HMAC-SHA256 密钥' },
        presets: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              value: str,
              label: str,
              example: { ...str, description: '这种格式的接收地址长什么样' },
            },
            required: ['value', 'label', 'example'],
          },
        },
      },
      required: ['url', 'preset', 'on', 'secret', 'presets'],
    },
    push: {
      type: 'object',
      properties: {
        available: bool,
        public_key: { ...str, description: 'VAPID 公钥（base64url）' },
        on: bool,
        devices: int,
      },
      required: ['available', 'public_key', 'on', 'devices'],
    },
    feed: {
      type: 'object',
      properties: { rss: str, atom: str },
      required: ['rss', 'atom'],
      description: '个人订阅地址（含密钥，重置后旧地址失效）',
    },
  },
  required: ['daily_cap', 'quiet_start', 'quiet_end', 'email', 'webhook', 'push', 'feed'],
});

/** `POST /UserAlert/Test` answer. */
export const testAnswer = answerSchema({
  type: 'object',
  properties: { channel: str, sent: bool },
  required: ['channel', 'sent'],
});
