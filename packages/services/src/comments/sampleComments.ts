import type { Comment, CommentRating } from './commentTypes';

// 2026-11-27 12:00 Shanghai, so story times never move.
const NOON = Date.UTC(2026, 10, 27, 4) / 1000;

function comment(id: number, author: string, text: string, rating: number | null): Comment {
  return {
    id,
    author,
    rating,
    text,
    status: 'approved',
    rejectReason: null,
    hidden: false,
    mine: false,
    reported: false,
    createdAt: NOON - id * 3_600,
  };
}

/** Approved comments of other people about PriceTrail, newest first. */
export const SAMPLE_COMMENTS: readonly Comment[] = [
  comment(
    1,
    '爱比价的小王',
    '双十一前用价迹看了历史价，发现所谓的“直降”其实比上个月还贵，果断等到了真正的低价。',
    5,
  ),
  comment(2, '数码控', '降价提醒很及时，手机上也好用。希望以后能支持更多小众商城。', 4),
  comment(3, '路过', '界面简洁，没有广告。', null),
  comment(4, '精打细算', '比价结果偶尔会慢一点，但数据很靠谱。', 4),
];

/** The viewer's own comment, waiting for an operator. */
export const SAMPLE_OWN_PENDING: Comment = {
  ...comment(10, '价迹用户', '刚注册就来说一句：历史价格曲线太有用了！', 5),
  createdAt: NOON - 60,
  status: 'pending',
  mine: true,
};

/** The viewer's own comment an operator turned down, with the reason. */
export const SAMPLE_OWN_REJECTED: Comment = {
  ...comment(11, '价迹用户', '加我微信领内部优惠券', null),
  createdAt: NOON - 120,
  status: 'rejected',
  rejectReason: '含有广告或联系方式',
  mine: true,
};

/** The viewer's own comment hidden after several reports. */
export const SAMPLE_OWN_HIDDEN: Comment = {
  ...comment(12, '价迹用户', '某某商城全是假货，大家别买！', 1),
  createdAt: NOON - 180,
  hidden: true,
  mine: true,
};

/** The rating summary of the sample comments. */
export const SAMPLE_COMMENT_RATING: CommentRating = { count: 128, average: 4.6 };
