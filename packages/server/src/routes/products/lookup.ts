import { isDpId } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import {
  findProductRow,
  findProductState,
  type ProductSummaryRow,
} from '../../prices/read/lookup.js';

/** The id and revision of the product a `:dpId` names: 400 when malformed, 404 when unknown. */
export async function requireProductState(app: FastifyInstance, dpId: string) {
  if (!isDpId(dpId)) throw new HttpError(400, '商品编号格式不正确');
  const state = await findProductState(app.db, dpId);
  if (!state) throw new HttpError(404, '暂未收录该商品');
  return state;
}

/** The product row a `:dpId` names: 400 when malformed, 404 when unknown. */
export async function requireProductRow(
  app: FastifyInstance,
  dpId: string,
): Promise<ProductSummaryRow> {
  if (!isDpId(dpId)) throw new HttpError(400, '商品编号格式不正确');
  const row = await findProductRow(app.db, dpId);
  if (!row) throw new HttpError(404, '暂未收录该商品');
  return row;
}
