/** The most characters a 晒单's text may have. */
export const SHAIDAN_TEXT_MAX = 500;
/** The most photos one 晒单 may carry. */
export const SHAIDAN_IMAGES_MAX = 9;
/** The most characters a short review may have. */
export const REVIEW_TEXT_MAX = 200;
/** The most characters of an operator's reject reason. */
export const REJECT_REASON_MAX = 100;

/** A 晒单 without a product link. */
export const MSG_SHAIDAN_NO_LINK = '请粘贴商品链接';
/** A 晒单 whose text is empty. */
export const MSG_SHAIDAN_EMPTY = '请说说你买到的东西';
/** A 晒单 whose text is too long. */
export const MSG_SHAIDAN_TOO_LONG = `晒单内容不能超过 ${SHAIDAN_TEXT_MAX} 字`;
/** A 晒单 without photos. */
export const MSG_SHAIDAN_NO_IMAGES = '请至少上传 1 张照片';
/** More photos than allowed. */
export const MSG_SHAIDAN_TOO_MANY_IMAGES = `最多上传 ${SHAIDAN_IMAGES_MAX} 张照片`;
/** A review without a 1–5 rating. */
export const MSG_REVIEW_RATING = '请选择 1–5 星评分';
/** A review whose text is empty. */
export const MSG_REVIEW_EMPTY = '请写下你的评价';
/** A review whose text is too long. */
export const MSG_REVIEW_TOO_LONG = `评价不能超过 ${REVIEW_TEXT_MAX} 字`;
/** A rejection without a reason, or with too long a one. */
export const MSG_REJECT_REASON = `请填写驳回原因（不超过 ${REJECT_REASON_MAX} 字）`;

/** The fields of a 晒单 a person typed or chose. */
export interface ShaidanInput {
  link: string;
  text: string;
  imageCount: number;
}

/** Which field is wrong and why; empty when the 晒单 may be sent. */
export type ShaidanProblems = Partial<Record<'link' | 'text' | 'images', string>>;

/** Checks a 晒单 the same way in the browser and on the server (text counted by characters). */
export function validateShaidan(input: ShaidanInput): ShaidanProblems {
  const problems: ShaidanProblems = {};
  if (input.link.trim().length === 0) problems.link = MSG_SHAIDAN_NO_LINK;
  const text = input.text.trim();
  if (text.length === 0) problems.text = MSG_SHAIDAN_EMPTY;
  else if ([...text].length > SHAIDAN_TEXT_MAX) problems.text = MSG_SHAIDAN_TOO_LONG;
  if (input.imageCount === 0) problems.images = MSG_SHAIDAN_NO_IMAGES;
  else if (input.imageCount > SHAIDAN_IMAGES_MAX) problems.images = MSG_SHAIDAN_TOO_MANY_IMAGES;
  return problems;
}

/** What is wrong with a short review, or undefined when it may be sent. */
export function reviewProblem(rating: number, text: string): string | undefined {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return MSG_REVIEW_RATING;
  const trimmed = text.trim();
  if (trimmed.length === 0) return MSG_REVIEW_EMPTY;
  if ([...trimmed].length > REVIEW_TEXT_MAX) return MSG_REVIEW_TOO_LONG;
  return undefined;
}

/** True when a reject reason is present and short enough. */
export function isRejectReason(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length > 0 && [...trimmed].length <= REJECT_REASON_MAX;
}

/**
 * The `code` of a refused 晒单 (HTTP 400) names the field the message belongs beside; any other
 * 400 is about the request as a whole.
 */
export const SHAIDAN_FIELD_CODES = { link: 4101, text: 4102, images: 4103 } as const;

/** A 晒单 field a server refusal can point at. */
export type ShaidanField = keyof typeof SHAIDAN_FIELD_CODES;

/** The field a 晒单 refusal's code points at, if any. */
export function shaidanFieldOf(code: unknown): ShaidanField | undefined {
  const entry = Object.entries(SHAIDAN_FIELD_CODES).find(([, value]) => value === code);
  return entry?.[0] as ShaidanField | undefined;
}
