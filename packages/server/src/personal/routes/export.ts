import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { exportFile } from '../exports.js';
import { requireUser } from '../../identity/requestContext.js';
import { errorResponses } from '../../http/schemas.js';

/** `GET /UserExtend/Export`: the user's own collection, orders or credits as a download link. */
export const exportRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/UserExtend/Export',
    {
      // A plain link the page offers for download, so no t / sign (which would expire on the
      // page): the session cookie decides whose data it is, and a GET changes nothing.
      schema: {
        summary:
          '下载我的数据：收藏、价保订单、积分明细、提醒或关注，JSON 或 CSV（UTF-8 带 BOM，Excel 可直接打开）',
        tags: ['账号'],
        operationId: 'exportMyData',
        querystring: {
          type: 'object',
          properties: {
            format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
            what: {
              type: 'string',
              enum: ['collection', 'orders', 'credits', 'alerts', 'follows'],
              description:
                'collection 收藏，orders 价保订单，credits 积分明细，alerts 提醒，follows 关注',
            },
          },
          required: ['what'],
        },
        response: {
          200: {
            description: '附件下载：JSON 为 { what, exported_at, list }，list 各项与列表接口相同',
            content: {
              'application/json': { schema: { type: 'string' } },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { what, format } = request.query;
      const now = app.clock();
      const file = await exportFile(app.db, user.id, what, format, now, app.alerts.origin());
      return reply
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .type(file.contentType)
        .send(file.body);
    },
  );
};
