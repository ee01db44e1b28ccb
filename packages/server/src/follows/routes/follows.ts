import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { failure, ok } from '../../identity/answers.js';
import { signGuard } from '../../identity/requestGuard.js';
import { checkFollowInput } from '../followInput.js';
import { FOLLOW_KINDS, FOLLOW_MAX, type FollowKind } from '../followKinds.js';
import { addFollow, listFollows, removeFollow } from '../followList.js';
import { HttpError } from '../../http/errors.js';
import { requireUser, stringBody } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';
import { idField } from '../../personal/routes/fields.js';
import { deletedAnswer } from '../../personal/routes/schemas.js';
import { followAnswer, followListAnswer } from './followSchemas.js';

/** A follow kind field, or a 400. */
function followKindField(value: string): FollowKind {
  const kind = FOLLOW_KINDS.find((k) => k === value);
  if (!kind) throw new HttpError(400, '关注类型只能是品牌、分类或关键词');
  return kind;
}

/** Follows (关注): `/UserFollow/List`, `Add` and `Delete`. */
export const followRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserFollow/List',
    {
      preValidation: signGuard(app, 'UserFollow/List'),
      schema: {
        summary: '我的关注：关注的品牌、分类和关键词（最新在前）',
        tags: ['关注'],
        operationId: 'listFollows',
        response: {
          200: { ...followListAnswer, description: 'code 1：全部关注与上限' },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ list: await listFollows(app.db, user.id), max: FOLLOW_MAX });
    },
  );

  app.post(
    '/UserFollow/Add',
    {
      preValidation: signGuard(app, 'UserFollow/Add'),
      schema: {
        summary:
          '关注一个品牌、分类（slug）或关键词：有匹配的好价、好价爆料或历史新低时，每个关注每天至多汇总提醒一次',
        tags: ['关注'],
        operationId: 'addFollow',
        body: stringBody(['kind', 'value']),
        response: {
          200: { ...followAnswer, description: 'code 1 已关注（data 为该关注）' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const kind = followKindField(request.body.kind);
      const input = await checkFollowInput(app.db, kind, request.body.value);
      if (typeof input === 'string') throw new HttpError(400, input);
      const outcome = await addFollow(app.db, user.id, input, app.clock());
      if ('refusal' in outcome) throw new HttpError(400, outcome.refusal);
      return ok(outcome.follow, '已关注');
    },
  );

  app.post(
    '/UserFollow/Delete',
    {
      preValidation: signGuard(app, 'UserFollow/Delete'),
      schema: {
        summary: '取消关注（id）',
        tags: ['关注'],
        operationId: 'deleteFollow',
        body: stringBody(['id']),
        response: {
          200: { ...deletedAnswer, description: 'code 1 已取消关注，-1 关注不存在' },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const id = idField(request.body.id);
      const removed = await removeFollow(app.db, user.id, id);
      return removed ? ok({ id }, '已取消关注') : failure('关注不存在或已取消');
    },
  );
};
