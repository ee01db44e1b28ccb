import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { validateSuggestion } from '@pricetrail/core';
import { saveSuggestion } from '../../suggestions.js';
import { answerSchema, ok } from '../../../identity/answers.js';
import { checkOrigin } from '../../../identity/requestGuard.js';
import { currentUser } from '../../../identity/session.js';
import { UploadError, type StoredImage } from '../../../uploads/index.js';
import { errorResponses } from '../../../http/schemas.js';
import { FieldError, readSuggestionForm } from './readForm.js';

/** What the sender sees once the suggestion is stored. */
export const MSG_SUGGESTION_SENT = '感谢你的反馈，我们会认真阅读每一条意见';

const sentSchema = answerSchema({
  type: 'object',
  properties: { id: { type: 'integer' }, images: { type: 'integer' } },
  required: ['id', 'images'],
});

/**
 * `POST /api/suggestion` (issue #15): feedback from `/app/suggestion`, by visitors and signed-in
 * users alike. A multipart form — `text` (required), `contact` (optional phone or e-mail) and up to
 * three screenshots — from the site's own pages only, a few per client per hour.
 */
export const suggestionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/api/suggestion',
    {
      onRequest: async (request) => checkOrigin(request, app.identity.allowedOrigins),
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        summary:
          '提交意见反馈（multipart 表单：text 必填，contact 选填手机号或邮箱，最多 3 张截图）',
        tags: ['反馈'],
        operationId: 'sendSuggestion',
        consumes: ['multipart/form-data'],
        response: {
          200: { ...sentSchema, description: 'code 1：已收到，data.id 为反馈编号' },
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      let stored: StoredImage[] = [];
      try {
        const form = await readSuggestionForm(request);
        const problems = validateSuggestion(form);
        if (problems.text) throw new FieldError('text', problems.text);
        if (problems.contact) throw new FieldError('contact', problems.contact);
        try {
          stored = await app.images.saveAll(form.images);
        } catch (error) {
          if (error instanceof UploadError) throw new FieldError('images', error.message);
          throw error;
        }
        const user = await currentUser(request);
        const id = await saveSuggestion(
          app.db,
          {
            userId: user?.id ?? null,
            text: form.text.trim(),
            contact: form.contact.trim() || null,
            images: stored,
            clientIp: request.ip,
            userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
          },
          app.clock(),
        );
        return ok({ id, images: stored.length }, MSG_SUGGESTION_SENT);
      } catch (error) {
        await app.images.remove(stored);
        if (error instanceof FieldError) {
          return reply.status(400).send({ code: error.code, msg: error.message });
        }
        throw error;
      }
    },
  );
};
