import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { isDpId } from '@pricetrail/core';
import { HttpError } from '../../../http/errors.js';
import type { CachedAnswer } from '../../../prices/read/answerCache.js';
import { ShareImages } from '../../shareImages.js';
import { errorResponses } from '../../../http/schemas.js';

const PRODUCT_CARD = /^dp(.+)\.png$/;
// Chat apps and crawlers fetch a shared link's picture once; a day is plenty, the ETag does the rest.
const CARD_CACHE = 'public, max-age=86400';

/** Sends a drawn picture with its precomputed ETag (a 304 when the client holds it). */
function sendPicture(reply: FastifyReply, picture: CachedAnswer) {
  return reply
    .type('image/png')
    .header('cache-control', CARD_CACHE)
    .header('etag', picture.etag)
    .send(picture.body);
}

/**
 * `GET /share/site.png` and `GET /share/dp{dpId}.png`: the site's share card and a product's
 * price-history card (1200 × 630 PNG, Open Graph's `og:image`), each with an ETag.
 */
export const shareRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const images = new ShareImages(app.db, app.clock);

  app.get(
    '/share/:file',
    {
      schema: {
        summary: '分享图片：本站卡片（site.png）或商品的历史价格卡片（dp{dpId}.png，1200×630）',
        tags: ['系统'],
        operationId: 'getShareImage',
        params: {
          type: 'object',
          properties: {
            file: { type: 'string', description: 'site.png 或 dp{商品 dp id}.png' },
          },
          required: ['file'],
        },
        response: {
          200: {
            description: 'PNG 图片：标题、商城、当前到手价、历史最低与价格走势线',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'site.png') return sendPicture(reply, await images.site());
      const dpId = PRODUCT_CARD.exec(file)?.[1];
      if (dpId === undefined || !isDpId(dpId)) throw new HttpError(404, '没有这张分享图片');
      const card = await images.product(dpId);
      if (!card) throw new HttpError(404, '商品不存在或暂未收录');
      return sendPicture(reply, card);
    },
  );
};
