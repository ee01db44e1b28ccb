import { isEmail } from './email.js';
import { isPhone } from './phone.js';

/** The most characters a suggestion's text may have. */
export const SUGGESTION_TEXT_MAX = 500;
/** The most screenshots one suggestion may carry. */
export const SUGGESTION_IMAGES_MAX = 3;

/** The largest image a person may upload (10 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** An upload that is not a JPEG, PNG or WebP image. */
export const MSG_IMAGE_TYPE = '只支持 JPG、PNG、WebP 图片';
/** An upload over 10 MB. */
export const MSG_IMAGE_TOO_BIG = '图片不能超过 10MB';

/** A suggestion whose text is empty. */
export const MSG_SUGGESTION_EMPTY = '请写下你的意见或建议';
/** A suggestion whose text is too long. */
export const MSG_SUGGESTION_TOO_LONG = `意见内容不能超过 ${SUGGESTION_TEXT_MAX} 字`;
/** A contact that is neither a phone number nor an e-mail address. */
export const MSG_SUGGESTION_CONTACT = '请输入正确的手机号码或邮箱';
/** More screenshots than allowed. */
export const MSG_SUGGESTION_TOO_MANY_IMAGES = `最多上传 ${SUGGESTION_IMAGES_MAX} 张截图`;

/** The fields of a suggestion a person typed. */
export interface SuggestionInput {
  text: string;
  /** Optional phone number or e-mail address; empty when not given. */
  contact: string;
}

/** Which field is wrong and why; empty when the suggestion may be sent. */
export type SuggestionProblems = Partial<Record<keyof SuggestionInput, string>>;

/** Checks a suggestion the same way in the browser and on the server (text counted by characters). */
export function validateSuggestion(input: SuggestionInput): SuggestionProblems {
  const problems: SuggestionProblems = {};
  const text = input.text.trim();
  if (text.length === 0) problems.text = MSG_SUGGESTION_EMPTY;
  else if ([...text].length > SUGGESTION_TEXT_MAX) problems.text = MSG_SUGGESTION_TOO_LONG;
  const contact = input.contact.trim();
  if (contact && !isPhone(contact) && !isEmail(contact)) problems.contact = MSG_SUGGESTION_CONTACT;
  return problems;
}

/**
 * The `code` of a refused suggestion (HTTP 400) names the field the message belongs beside; any
 * other 400 is about the request as a whole.
 */
export const SUGGESTION_FIELD_CODES = { text: 4001, contact: 4002, images: 4003 } as const;

/** A field a server refusal can point at. */
export type SuggestionField = keyof typeof SUGGESTION_FIELD_CODES;

/** The field a refusal's code points at, if any. */
export function suggestionFieldOf(code: unknown): SuggestionField | undefined {
  const entry = Object.entries(SUGGESTION_FIELD_CODES).find(([, value]) => value === code);
  return entry?.[0] as SuggestionField | undefined;
}
