/** The fewest characters a comment may have (after trimming). */
export const COMMENT_TEXT_MIN = 2;
/** The most characters a comment may have. */
export const COMMENT_TEXT_MAX = 500;
/** The most comments one account may post in a minute. */
export const COMMENT_PER_MINUTE = 5;
/** The most comments one account may post in a day. */
export const COMMENT_PER_DAY = 50;
/** How many different people must report a comment before it is hidden for review. */
export const COMMENT_REPORTS_TO_HIDE = 3;
/** Accounts younger than this many days have their comments reviewed before they show. */
export const COMMENT_NEW_ACCOUNT_DAYS = 7;

/** The subject whose comments are what people say about PriceTrail itself (`/app/comment`). */
export const APP_COMMENT_SUBJECT = { kind: 'app', id: 'pricetrail' } as const;

/** The subject kind of a 好价 post's comments; the subject id is the post's id. */
export const DEAL_POST_COMMENT_KIND = 'deal';

/** A comment shorter than allowed (empty included). */
export const MSG_COMMENT_TOO_SHORT = `评论至少 ${COMMENT_TEXT_MIN} 个字`;
/** A comment longer than allowed. */
export const MSG_COMMENT_TOO_LONG = `评论不能超过 ${COMMENT_TEXT_MAX} 字`;
/** A rating outside 1–5, or on a subject that takes none. */
export const MSG_COMMENT_RATING = '评分须为 1–5 星';
/** Too many comments in a minute or a day. */
export const MSG_COMMENT_TOO_FAST = '评论太频繁了，请稍后再试';
/** A comment the author tried to report. */
export const MSG_COMMENT_OWN_REPORT = '不能举报自己的评论';

/** How many characters a comment has as the counter shows them (trimmed, by code point). */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/** What is wrong with a comment's text, or undefined when it may be sent. */
export function commentProblem(text: string): string | undefined {
  const length = commentLength(text);
  if (length < COMMENT_TEXT_MIN) return MSG_COMMENT_TOO_SHORT;
  if (length > COMMENT_TEXT_MAX) return MSG_COMMENT_TOO_LONG;
  return undefined;
}

/** True for a whole number of stars from 1 to 5. */
export function isCommentRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5;
}
