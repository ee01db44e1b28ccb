/** The fewest characters a 爆料's reason may have. */
export const BAOLIAO_REASON_MIN = 5;
/** The most characters a 爆料's reason may have. */
export const BAOLIAO_REASON_MAX = 200;

/** A 爆料 without a product link. */
export const MSG_BAOLIAO_NO_LINK = '请粘贴商品链接';
/** A 爆料 without a reason. */
export const MSG_BAOLIAO_EMPTY = '请说说这个价格好在哪里';
/** A 爆料 whose reason is too short. */
export const MSG_BAOLIAO_TOO_SHORT = `推荐理由至少 ${BAOLIAO_REASON_MIN} 个字`;
/** A 爆料 whose reason is too long. */
export const MSG_BAOLIAO_TOO_LONG = `推荐理由不能超过 ${BAOLIAO_REASON_MAX} 字`;
/** What the author reads once the 爆料 is stored. */
export const MSG_BAOLIAO_SENT = '爆料已提交，审核通过后展示';

/** The fields of a 爆料 a person typed. */
export interface BaoliaoInput {
  link: string;
  reason: string;
}

/** Which field is wrong and why; empty when the 爆料 may be sent. */
export type BaoliaoProblems = Partial<Record<'link' | 'reason', string>>;

/** Checks a 爆料 the same way in the browser and on the server (text counted by characters). */
export function validateBaoliao(input: BaoliaoInput): BaoliaoProblems {
  const problems: BaoliaoProblems = {};
  if (input.link.trim().length === 0) problems.link = MSG_BAOLIAO_NO_LINK;
  const length = [...input.reason.trim()].length;
  if (length === 0) problems.reason = MSG_BAOLIAO_EMPTY;
  else if (length < BAOLIAO_REASON_MIN) problems.reason = MSG_BAOLIAO_TOO_SHORT;
  else if (length > BAOLIAO_REASON_MAX) problems.reason = MSG_BAOLIAO_TOO_LONG;
  return problems;
}

/**
 * The `code` of a refused 爆料 (HTTP 400) names the field the message belongs beside; any other
 * 400 is about the request as a whole.
 */
export const BAOLIAO_FIELD_CODES = { link: 4111, reason: 4112 } as const;

/** A 爆料 field a server refusal can point at. */
export type BaoliaoField = keyof typeof BAOLIAO_FIELD_CODES;

/** The field a 爆料 refusal's code points at, if any. */
export function baoliaoFieldOf(code: unknown): BaoliaoField | undefined {
  const entry = Object.entries(BAOLIAO_FIELD_CODES).find(([, value]) => value === code);
  return entry?.[0] as BaoliaoField | undefined;
}
