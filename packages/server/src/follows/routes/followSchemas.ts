import { answerSchema } from '../../identity/answers.js';
import { FOLLOW_KINDS } from '../followKinds.js';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

/** One follow (关注), epoch seconds. */
const followSchema = {
  type: 'object',
  properties: {
    id: int,
    kind: {
      type: 'string',
      enum: [...FOLLOW_KINDS],
      description: 'brand 品牌，category 分类，keyword 关键词',
    },
    value: { ...str, description: '品牌名、分类 slug 或关键词' },
    name: { ...str, description: '显示名：分类为分类名，其余同 value' },
    label: { ...str, description: '如 关键词「耳机」' },
    path: { ...str, description: '列出其商品的站内地址（分类页或搜索页）' },
    created_at: int,
    last_digest_at: {
      type: ['integer', 'null'],
      description: '上次汇总提醒的时刻；尚未提醒为 null',
    },
  },
  required: ['id', 'kind', 'value', 'name', 'label', 'path', 'created_at', 'last_digest_at'],
} as const;

/** `GET /UserFollow/List` answer. */
export const followListAnswer = answerSchema({
  type: 'object',
  properties: {
    list: { type: 'array', items: followSchema },
    max: { ...int, description: '最多可关注的个数' },
  },
  required: ['list', 'max'],
});

/** `POST /UserFollow/Add` answer. */
export const followAnswer = answerSchema(followSchema);
