import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationMessage } from './validationMessage.js';

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

// Fastify's own client errors, which otherwise answer in English.
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与声明不符',
};

// By status, for a client error from elsewhere (a plugin, Node) whose message is not ours.
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: BAD_REQUEST_MESSAGE,
  404: '接口不存在',
  405: '不支持该请求方法',
  413: '请求体过大',
  414: '请求地址过长',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
};

const CJK = /[\u4e00-\u9fff]/;

function clientMessage(error: FastifyError, status: number): string {
  if (error instanceof HttpError) return error.message;
  if (error.validation) {
    const detail = validationMessage(error.validation, error.validationContext);
    return detail ? `${BAD_REQUEST_MESSAGE}：${detail}` : BAD_REQUEST_MESSAGE;
  }
  const known = FRAMEWORK_MESSAGES[error.code];
  if (known) return known;
  if (CJK.test(error.message)) return error.message;
  return STATUS_MESSAGES[status] ?? '请求无效';
}

/** One error handler for the whole API: 4xx answer a short Chinese message, 5xx never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ code: status, msg: SERVER_ERROR_MESSAGE } satisfies ErrorBody);
    }
    const msg = clientMessage(error, status);
    return reply.status(status).send({ code: status, msg } satisfies ErrorBody);
  });
}

/**
 * Fastify's `frameworkErrors`: a bad URL escape or an over-long path parameter, found before any
 * route (and so before the error handler) runs, answers in the house format too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 400;
  const msg = status >= 500 ? SERVER_ERROR_MESSAGE : clientMessage(error, status);
  return reply.status(status).send({ code: status, msg } satisfies ErrorBody);
}

// Node's HTTP parser gives up before Fastify sees a request (an over-long URL or header block).
const SOCKET_ERRORS: Readonly<Record<string, ErrorBody>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { code: 408, msg: '请求超时，请重试' },
  HPE_HEADER_OVERFLOW: { code: 431, msg: '请求地址或请求头过长' },
};

/** Fastify's `clientErrorHandler`: the answers Node's parser forces, in the house format. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body = SOCKET_ERRORS[error.code ?? ''] ?? { code: 400, msg: '请求无效' };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.code} ${STATUS_CODES[body.code]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
