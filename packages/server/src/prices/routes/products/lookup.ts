import { isDpId } from '@pricetrail/core';
import { HttpError } from '../../../http/errors.js';

/** The `:dpId` of a request when well formed, else a 400. */
export function requireDpId(dpId: string): string {
  if (!isDpId(dpId)) throw new HttpError(400, '商品编号格式不正确');
  return dpId;
}

/** What a look-up found, or a 404 when the product is unknown. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(404, '暂未收录该商品');
  return value;
}
