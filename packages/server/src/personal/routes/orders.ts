import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { addOrder, deleteOrder, listOrders, type NewOrder } from '../orders.js';
import { HttpError } from '../../http/errors.js';
import { requireUser, stringBody } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { boughtAtField, dpIdField, fenField, idField, windowDaysField } from './fields.js';
import {
  deletedAnswer,
  orderAnswer,
  orderListAnswer,
  pageQuery,
  platformQuery,
} from './schemas.js';
import { integerField } from '../../http/integerField.js';
import { pagingOf, specPage } from '../../http/specPage.js';

const ORDER_FIELDS = stringBody(['paid_price', 'bought_at'], ['dp_id', 'window_days']);
// A store link or an app's share text, as long as `GET /api/trend/resolve` takes.
const LINK_FIELD = { type: 'string', maxLength: 2000 } as const;

/** The product an order names by `dp_id` or by a store link (`url`), or a 400. */
async function orderProduct(
  app: FastifyInstance,
  body: { dp_id?: string | undefined; url?: string | undefined },
) {
  if (body.dp_id) return { dpId: dpIdField(body.dp_id) };
  if (!body.url) throw new HttpError(400, '请填写商品链接或商品编号');
  const parsed = await app.productLinks.find(body.url);
  if ('message' in parsed) throw new HttpError(400, parsed.message);
  return { link: parsed };
}

/** Price protection (价保): `/UserExtend/WorthOrderList`, `WorthOrderAdd`, `WorthOrderDelete`. */
export const orderRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserExtend/WorthOrderList',
    {
      preValidation: signGuard(app, 'UserExtend/WorthOrderList'),
      schema: {
        summary: '价保订单：有效或已过期（effective），含期间最低价、可申请金额与剩余天数',
        tags: ['价保'],
        operationId: 'listProtectOrders',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery(30),
            effective: integerField({
              minimum: 0,
              maximum: 1,
              enum: [0, 1],
              description: '1 价保期内，0 已过期；不传为全部',
            }),
            view: integerField({
              minimum: 0,
              maximum: 1,
              enum: [0, 1],
              description: '1 时答复带上两类的数量 view',
            }),
            platform: platformQuery,
          },
        },
        response: {
          200: { ...orderListAnswer, description: 'code 1：一页订单（view=1 时含计数）' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { pg, ps, effective, view } = request.query;
      const kind = effective === undefined ? undefined : effective === 1;
      const query = { ...pagingOf({ pg, ps }), effective: kind };
      const page = await listOrders(app.db, user.id, query, app.clock());
      const { view: counts, ...rest } = specPage(page);
      return ok(view === 1 ? { ...rest, view: counts } : rest);
    },
  );

  app.post(
    '/UserExtend/WorthOrderAdd',
    {
      preValidation: signGuard(app, 'UserExtend/WorthOrderAdd'),
      schema: {
        summary:
          '登记价保订单：商品（dp_id 或商品链接 url）、到手价（分）、购买时间（秒或 YYYY-MM-DD）、价保天数（默认按商城）',
        tags: ['价保'],
        operationId: 'addProtectOrder',
        body: { ...ORDER_FIELDS, properties: { ...ORDER_FIELDS.properties, url: LINK_FIELD } },
        response: {
          200: {
            ...orderAnswer,
            description: 'code 1 已登记（data 为该订单），-1 商品未收录、时间不合适或已达上限',
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { body } = request;
      const order: NewOrder = {
        product: await orderProduct(app, body),
        paidPrice: fenField(body.paid_price, '到手价'),
        boughtAt: boughtAtField(body.bought_at),
        windowDays: windowDaysField(body.window_days),
      };
      const outcome = await addOrder(app.db, user.id, order, app.clock());
      return 'order' in outcome ? ok(outcome.order, '已登记') : failure(outcome.refusal);
    },
  );

  app.post(
    '/UserExtend/WorthOrderDelete',
    {
      preValidation: signGuard(app, 'UserExtend/WorthOrderDelete'),
      schema: {
        summary: '删除价保订单',
        tags: ['价保'],
        operationId: 'deleteProtectOrder',
        body: stringBody(['id']),
        response: {
          200: { ...deletedAnswer, description: 'code 1 已删除，-1 订单不存在' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const outcome = await deleteOrder(app.db, user.id, idField(request.body.id));
      return 'id' in outcome ? ok(outcome, '已删除') : failure(outcome.refusal);
    },
  );
};
