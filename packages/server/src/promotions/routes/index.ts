import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { parseDpId } from '@pricetrail/core';
import { minuteAnswers } from '../../prices/read/minuteAnswers.js';
import { nextSale } from '../nextSale.js';
import { couponPage, currentEvents, eventById, lowestPage } from '../read.js';
import { replyWithAnswer } from '../../prices/routes/products/answer.js';
import { requireDpId } from '../../prices/routes/products/lookup.js';
import {
  dpIdParamsSchema,
  errorResponses,
  pageSchema,
  productWithSummarySchema,
} from '../../http/schemas.js';
import {
  couponSchema,
  eventSchema,
  lowestItemSchema,
  nextSaleSchema,
  lowestQuerySchema,
  pagedQuerySchema,
  pageQuerySchema,
} from './schemas.js';
import { idField } from '../../http/integerField.js';

const PAGE_SIZE = 20;
const CACHE = 'public, max-age=60';

/** A page of a list, of one store or all. */
interface PagedQuery {
  siteId: number | undefined;
  page: number;
}

/**
 * `GET /api/promotions`, `/api/promotions/:id`, `/api/coupons`, `/api/lowest`, and a product's
 * next sale (`/api/products/:dpId/next-sale`).
 */
export const promotionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { db, clock } = app;
  const events = minuteAnswers(db, clock, async () => ({
    items: await currentEvents(db, clock()),
  }));
  const coupons = minuteAnswers(db, clock, (query: PagedQuery) =>
    couponPage(db, clock(), { ...query, pageSize: PAGE_SIZE }),
  );
  const lows = minuteAnswers(db, clock, (query: PagedQuery & { inStockOnly: boolean }) =>
    lowestPage(db, clock(), { ...query, pageSize: PAGE_SIZE }),
  );
  const sales = minuteAnswers(db, clock, async (dpId: string) => ({
    nextSale: await nextSale(db, dpId, parseDpId(dpId)?.siteId ?? 0, clock()),
  }));

  app.get(
    '/promotions',
    {
      schema: {
        summary: '进行中和即将开始的商城活动（618、双11、年货节、品牌日 …），按开始时间排列',
        tags: ['优惠'],
        operationId: 'listPromotions',
        response: {
          200: {
            description: '活动列表（已结束的不在其中）',
            type: 'object',
            properties: { items: { type: 'array', items: eventSchema } },
            required: ['items'],
          },
          ...errorResponses(),
        },
      },
    },
    async (_request, reply) => replyWithAnswer(reply, await events.answer(null), CACHE),
  );

  app.get(
    '/promotions/:id',
    {
      schema: {
        summary: '一个活动：日期、规则和一页参加的商品（每页 20 个，productCount 为总数）',
        tags: ['优惠'],
        operationId: 'getPromotion',
        params: {
          type: 'object',
          properties: { id: idField },
          required: ['id'],
        },
        querystring: pageQuerySchema,
        response: {
          200: {
            description: '活动与它的一页商品',
            type: 'object',
            properties: {
              ...eventSchema.properties,
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              products: { type: 'array', items: productWithSummarySchema },
            },
            required: [...eventSchema.required, 'page', 'pageSize', 'products'],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const paging = { page: request.query.page, pageSize: PAGE_SIZE };
      const event = await eventById(app.db, request.params.id, app.clock(), paging);
      if (!event) return reply.code(404).send({ code: 404, msg: '没有这个活动' });
      reply.header('cache-control', CACHE);
      return event;
    },
  );

  app.get(
    '/coupons',
    {
      schema: {
        summary: '还没过期的优惠券：门槛、金额、有效期和领券链接，快过期的在前',
        tags: ['优惠'],
        operationId: 'listCoupons',
        querystring: pagedQuerySchema,
        response: {
          200: pageSchema('一页优惠券（每页 20 张）与总数', couponSchema),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { page, site } = request.query;
      return replyWithAnswer(reply, await coupons.answer({ siteId: site, page }), CACHE);
    },
  );

  app.get(
    '/lowest',
    {
      schema: {
        summary: '近 7 天降到历史最低价、今天仍是这个价的商品（曾经更贵），附当前价格的促销规则',
        tags: ['优惠'],
        operationId: 'listLowest',
        querystring: lowestQuerySchema,
        response: {
          200: pageSchema('一页历史低价商品（每页 20 个）与总数', lowestItemSchema),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { page, site, inStock } = request.query;
      const query = { siteId: site, page, inStockOnly: inStock === 1 };
      return replyWithAnswer(reply, await lows.answer(query), CACHE);
    },
  );

  app.get(
    '/products/:dpId/next-sale',
    {
      schema: {
        summary: '商品所在商城最近的大促（进行中或即将开始；品牌日只算参加的商品）',
        tags: ['优惠'],
        operationId: 'getNextSale',
        params: dpIdParamsSchema,
        response: {
          200: {
            description: '最近的大促，促销日历里没有时为 null',
            type: 'object',
            properties: { nextSale: nextSaleSchema },
            required: ['nextSale'],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const dpId = requireDpId(request.params.dpId);
      return replyWithAnswer(reply, await sales.answer(dpId), CACHE);
    },
  );
};
