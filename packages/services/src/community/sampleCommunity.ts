import { SAMPLE_PENDING_POST } from '../dealPosts/sampleDealPosts';
import { SAMPLE_OWN_HIDDEN, SAMPLE_OWN_PENDING } from '../comments/sampleComments';
import type { ModerationQueue, ProductReview, ShaidanPost } from './communityTypes';

const DAY = 86_400;
const NOW = Date.UTC(2026, 10, 27, 4) / 1000;

/** Photo ids the fake API draws as flat pictures of the colour their first six digits name. */
export const SAMPLE_IMAGE_IDS = [
  '4c8f6e6e6e6e6e6e6e6e6e6e6e6e6e6e',
  'e8a23c3c3c3c3c3c3c3c3c3c3c3c3c3c',
  '5b7fd0d0d0d0d0d0d0d0d0d0d0d0d0d0',
  'c9606060606060606060606060606060',
  '3a9d8f8f8f8f8f8f8f8f8f8f8f8f8f8f',
] as const;

/** A photo id whose address fails, to show the placeholder. */
export const SAMPLE_BROKEN_IMAGE_ID = 'f0000000000000000000000000000000';

function post(
  id: number,
  author: string,
  text: string,
  images: readonly [number, number][],
  likes: number,
): ShaidanPost {
  return {
    id,
    dpId: `10000${id}-3`,
    title:
      [
        '小米 14 手机 16GB+512GB',
        '戴森 V12 吸尘器',
        '三只松鼠坚果礼盒 1.5kg',
        '索尼 WH-1000XM5 耳机',
      ][(id - 1) % 4] ?? '',
    author,
    text,
    images: images.map(([width, height], i) => ({
      id: SAMPLE_IMAGE_IDS[(id + i) % SAMPLE_IMAGE_IDS.length] ?? '',
      width,
      height,
    })),
    likes,
    liked: false,
    status: 'approved',
    rejectReason: null,
    createdAt: NOW - id * DAY,
  };
}

/** Approved 晒单 of different shapes, for the feed's stories. */
export const SAMPLE_POSTS: readonly ShaidanPost[] = [
  post(
    1,
    '爱折腾的老王',
    '双十一下单，比平时便宜了 400 多，屏幕很细腻，拍照也清楚。',
    [
      [800, 600],
      [600, 800],
    ],
    12,
  ),
  post(2, '小鹿乱撞', '吸力很猛，家里有猫的一定要买。', [[600, 800]], 3),
  post(
    3,
    '138****5678',
    '年货买的，分量足，包装也好看，送人很体面。坚果都很新鲜，没有哈喇味。',
    [
      [800, 800],
      [800, 600],
      [600, 800],
    ],
    0,
  ),
  post(4, '耳机发烧友', '降噪一流，通勤必备。', [[800, 450]], 27),
  post(5, '精打细算', '等了一个月终于到历史低价，果断入手。', [[800, 600]], 5),
];

/** The signed-in author's own 晒单: one waiting, one rejected with its reason, one shown. */
export const SAMPLE_MY_POSTS: readonly ShaidanPost[] = [
  { ...post(11, '价迹用户', '刚收到货，包装完好。', [[800, 600]], 0), status: 'pending' },
  {
    ...post(12, '价迹用户', '看图就知道有多好用。', [[800, 600]], 0),
    status: 'rejected',
    rejectReason: '照片与商品不符',
  },
  { ...post(13, '价迹用户', '降价后入手，很满意。', [[600, 800]], 4), status: 'approved' },
];

/** Approved reviews of one product. */
export const SAMPLE_REVIEWS: readonly ProductReview[] = [
  {
    id: 1,
    dpId: '100001-3',
    title: '小米 14 手机 16GB+512GB',
    author: '小鹿乱撞',
    rating: 5,
    text: '物流很快，包装完好。',
    status: 'approved',
    rejectReason: null,
    createdAt: NOW - DAY,
  },
  {
    id: 2,
    dpId: '100001-3',
    title: '小米 14 手机 16GB+512GB',
    author: '精打细算',
    rating: 4,
    text: '性价比高，就是有点发热。',
    status: 'approved',
    rejectReason: null,
    createdAt: NOW - 2 * DAY,
  },
];

/** A moderation queue with one item of each kind. */
export const SAMPLE_QUEUE: ModerationQueue = {
  shaidan: [
    {
      ...post(
        6,
        '新用户',
        '刚到手，开箱晒一下。',
        [
          [800, 600],
          [600, 800],
        ],
        0,
      ),
      status: 'pending',
    },
  ],
  reviews: [
    {
      ...(SAMPLE_REVIEWS[0] as ProductReview),
      id: 9,
      status: 'pending',
      text: '还不错，值这个价。',
    },
  ],
  suggestions: [
    {
      id: 3,
      text: '希望能支持唯品会的历史价格。',
      contact: 'me@example.com',
      images: [
        { width: 1170, height: 2532 },
        { width: 1280, height: 800 },
      ],
      createdAt: NOW - DAY,
    },
  ],
  baoliao: [SAMPLE_PENDING_POST],
  comments: [
    {
      ...SAMPLE_OWN_PENDING,
      mine: false,
      subjectKind: 'app',
      subjectId: 'pricetrail',
      reports: 0,
    },
    {
      ...SAMPLE_OWN_HIDDEN,
      mine: false,
      subjectKind: 'app',
      subjectId: 'pricetrail',
      reports: 3,
    },
  ],
};
