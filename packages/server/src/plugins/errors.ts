import type { FastifyInstance, FastifyError } from 'fastify';

/** The body of every error answer: a numeric code and a short Chinese message. */
export interface ErrorBody {
  code: number;
  msg: string;
}

/** An error that answers with this status and Chinese message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const SERVER_ERROR_MESSAGE = '服务器开小差了，请稍后再试';
const BAD_REQUEST_MESSAGE = '请求参数有误';

/** One error handler for the whole API: 4xx keep their message, 5xx never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ code: status, msg: SERVER_ERROR_MESSAGE } satisfies ErrorBody);
    }
    const msg = error.validation ? `${BAD_REQUEST_MESSAGE}：${error.message}` : error.message;
    return reply.status(status).send({ code: status, msg } satisfies ErrorBody);
  });
}
