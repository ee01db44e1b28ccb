import { BadRequestError, NotFoundError } from '../http/errors';

/** Shown when a supported link is not tracked yet (the API answered 404); its live status follows. */
export const MSG_NOT_TRACKED = '该商品暂未收录，已开始追踪它的价格';
/** Shown when the text holds no supported product link. */
export const MSG_UNSUPPORTED_LINK =
  '暂不支持该链接，请粘贴京东、天猫、淘宝、拼多多等商城的商品链接';
/** Shown while the server expands a short link (3.cn, m.tb.cn, …) from an app's share text. */
export const MSG_IDENTIFYING_LINK = '正在识别链接…';
/** Shown when the lookup failed for another reason. */
export const MSG_LOOKUP_FAILED = '查询失败，请稍后重试';

/** The Chinese sentence for a failed link lookup; a refused link says why, as the server put it. */
export function lookupErrorMessage(error: unknown): string {
  if (error instanceof NotFoundError) return MSG_NOT_TRACKED;
  if (error instanceof BadRequestError) return error.serverMessage ?? MSG_UNSUPPORTED_LINK;
  return MSG_LOOKUP_FAILED;
}
