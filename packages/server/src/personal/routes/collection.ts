import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { failure, ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { GROUP_MAX, editWatchItem, unwatch, watchProduct } from '../watchEdits.js';
import { watchItemOfProduct } from '../watchItems.js';
import { listWatchItems, savedDpIds } from '../watchList.js';
import { HttpError } from '../../http/errors.js';
import { requireUser, stringBody } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { dpIdField, watchChanges, watchRef } from './fields.js';
import {
  collectionListAnswer,
  savedAnswer,
  deletedAnswer,
  pageQuery,
  platformQuery,
  savedItemAnswer,
  watchItemAnswer,
} from './schemas.js';
import { pagingOf, specPage } from '../../http/specPage.js';

/** The settings `/UserCollection/Add` and `/Update` take, all strings ('' clears one). */
const WATCH_FIELDS = [
  'target_price',
  'group',
  'alert',
  'alert_percent',
  'alert_days',
  'alert_interval_hours',
  'all_stores',
] as const;

/** Most dp ids one `/UserCollection/Saved` may ask about (a page of cards, with room). */
const SAVED_QUERY_MAX = 60;

/** The watch list (收藏 / 降价提醒): `/UserCollection/List`, `Add`, `Update` and `Delete`. */
export const collectionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserCollection/List',
    {
      preValidation: signGuard(app, 'UserCollection/List'),
      schema: {
        summary: '收藏列表：全部或降价（tab），按收藏时间、降幅或现价排序，可按分组筛选',
        tags: ['收藏'],
        operationId: 'listCollection',
        querystring: {
          type: 'object',
          properties: {
            tab: {
              type: 'string',
              enum: ['all', 'reduce'],
              default: 'all',
              description: 'all 全部，reduce 降价（现价低于收藏时价格）',
            },
            stype: {
              type: 'string',
              enum: ['date', 'drop', 'price'],
              default: 'date',
              description: 'date 最近收藏，drop 降幅最大，price 现价最低',
            },
            ...pageQuery(20),
            opt: { type: 'string', maxLength: GROUP_MAX, description: '只看这个分组' },
            platform: platformQuery,
          },
        },
        response: {
          200: { ...collectionListAnswer, description: 'code 1：一页收藏、计数与分组名' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { tab, stype, pg, ps, opt } = request.query;
      const group = opt?.trim() || undefined;
      const query = { tab, sort: stype, group, ...pagingOf({ pg, ps }) };
      return ok(specPage(await listWatchItems(app.db, user.id, query)));
    },
  );

  app.get(
    '/UserCollection/Saved',
    {
      preValidation: signGuard(app, 'UserCollection/Saved'),
      schema: {
        summary: '这些商品中哪些已收藏（列表页的收藏按钮用；最多 60 个，逗号分隔）',
        tags: ['收藏'],
        operationId: 'savedInCollection',
        querystring: {
          type: 'object',
          properties: {
            dp_ids: {
              type: 'string',
              maxLength: 2_000,
              description: '商品编号，逗号分隔',
            },
          },
          required: ['dp_ids'],
        },
        response: {
          200: { ...savedAnswer, description: 'code 1：其中已收藏的商品编号' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const dpIds = [...new Set(request.query.dp_ids.split(',').filter(Boolean))];
      if (dpIds.length > SAVED_QUERY_MAX) {
        throw new HttpError(400, `一次最多查询 ${SAVED_QUERY_MAX} 个商品`);
      }
      return ok({ dp_ids: await savedDpIds(app.db, user.id, dpIds.map(dpIdField)) });
    },
  );

  app.get(
    '/UserCollection/Item',
    {
      preValidation: signGuard(app, 'UserCollection/Item'),
      schema: {
        summary: '某个商品的收藏（商品页的收藏按钮用）：已收藏时为该收藏及其提醒条件，否则为 null',
        tags: ['收藏'],
        operationId: 'collectionItemOfProduct',
        querystring: {
          type: 'object',
          properties: { dp_id: { type: 'string', maxLength: 40, description: '商品编号' } },
          required: ['dp_id'],
        },
        response: {
          200: { ...savedItemAnswer, description: 'code 1：该收藏；未收藏时 data 为 null' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const dpId = dpIdField(request.query.dp_id);
      return ok((await watchItemOfProduct(app.db, user.id, dpId)) ?? null);
    },
  );

  app.post(
    '/UserCollection/Add',
    {
      preValidation: signGuard(app, 'UserCollection/Add'),
      schema: {
        summary:
          '收藏商品（记下当前到手价），可设目标价（分）、分组与提醒条件；已收藏则只更新这些设置',
        tags: ['收藏'],
        operationId: 'addToCollection',
        body: stringBody(['dp_id'], [...WATCH_FIELDS]),
        response: {
          200: {
            ...watchItemAnswer,
            description: 'code 1 已收藏（data 为该收藏），-1 商品不存在或收藏已满',
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const changes = watchChanges(request.body);
      const dpId = dpIdField(request.body.dp_id);
      const outcome = await watchProduct(app.db, user.id, dpId, changes, app.clock());
      return 'item' in outcome ? ok(outcome.item, '已加入收藏') : failure(outcome.refusal);
    },
  );

  app.post(
    '/UserCollection/Update',
    {
      preValidation: signGuard(app, 'UserCollection/Update'),
      schema: {
        summary: '修改收藏（id 或 dp_id）的目标价、分组与提醒条件；传空字符串即清除',
        tags: ['收藏'],
        operationId: 'updateCollectionItem',
        body: stringBody([], ['id', 'dp_id', ...WATCH_FIELDS]),
        response: {
          200: { ...watchItemAnswer, description: 'code 1 已修改（data 为该收藏），-1 收藏不存在' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const changes = watchChanges(request.body);
      const ref = watchRef(request.body);
      const outcome = await editWatchItem(app.db, user.id, ref, changes, app.clock());
      return 'item' in outcome ? ok(outcome.item, '已修改') : failure(outcome.refusal);
    },
  );

  app.post(
    '/UserCollection/Delete',
    {
      preValidation: signGuard(app, 'UserCollection/Delete'),
      schema: {
        summary: '取消收藏（id 或 dp_id）',
        tags: ['收藏'],
        operationId: 'deleteCollectionItem',
        body: stringBody([], ['id', 'dp_id']),
        response: {
          200: { ...deletedAnswer, description: 'code 1 已取消收藏，-1 收藏不存在' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const outcome = await unwatch(app.db, user.id, watchRef(request.body));
      return 'id' in outcome ? ok(outcome, '已取消收藏') : failure(outcome.refusal);
    },
  );
};
