import { isDpId } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import { findProduct } from '../../prices/queries.js';

/** The product a `:dpId` names: 400 when malformed, 404 when unknown. */
export async function requireProduct(app: FastifyInstance, dpId: string) {
  if (!isDpId(dpId)) throw new HttpError(400, '商品编号格式不正确');
  const found = await findProduct(app.db, dpId);
  if (!found) throw new HttpError(404, '暂未收录该商品');
  return found;
}
