import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { receiveObservations } from '../../ingest/receiveObservations.js';
import { errorResponses } from '../../../http/schemas.js';
import {
  documentedObservationsBodySchema,
  observationReportSchema,
  observationsBodySchema,
} from './observationSchemas.js';
import { reportRateKey, reporterOf } from './reporter.js';

/** `POST /api/prices/observations`: prices seen by the extension. */
export const priceRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/prices/observations',
    {
      config: {
        rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: reportRateKey },
        // The document shows the typed items clients send; the route checks each item itself.
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, body: documentedObservationsBodySchema },
          url,
        }),
      },
      schema: {
        summary: '上报观察到的价格（每批最多 500 条；金额单位分，时间为秒级时间戳）',
        tags: ['价格'],
        operationId: 'reportPriceObservations',
        body: observationsBodySchema,
        response: {
          200: observationReportSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const results = await receiveObservations(app.db, request.body.observations, {
        reporter: await reporterOf(request),
        now: app.clock(),
      });
      const count = (status: string) => results.filter((r) => r.status === status).length;
      reply.header('cache-control', 'no-store');
      return {
        accepted: count('accepted'),
        pending: count('pending'),
        rejected: count('rejected'),
        results,
      };
    },
  );
};
