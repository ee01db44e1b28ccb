// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see Http.test.ts).
import { describe, expect, it } from 'vitest';
import { ApiError, BadRequestError, NetworkError, ServerError } from '../http/errors';
import { MSG_NETWORK, failureMessage } from './failureMessage';

describe('failureMessage', () => {
  it('shows the line the server sent with its answer', () => {
    expect(failureMessage(new BadRequestError(400, '请输入正确的手机号码', 400))).toBe(
      '请输入正确的手机号码',
    );
    expect(failureMessage(new ServerError(503, '服务器繁忙'))).toBe('服务器繁忙');
  });

  it('shows 网络异常 when the server sent no line of its own', () => {
    expect(failureMessage(new ApiError(418))).toBe(MSG_NETWORK);
    expect(failureMessage(new ServerError(500, '  '))).toBe(MSG_NETWORK);
  });

  it('shows 网络异常 for transport and code errors, whatever their text', () => {
    expect(failureMessage(new NetworkError('connection refused'))).toBe(MSG_NETWORK);
    expect(failureMessage(new NetworkError('连接被拒绝'))).toBe(MSG_NETWORK);
    expect(failureMessage(new Error('连接被拒绝'))).toBe(MSG_NETWORK);
    expect(failureMessage(null)).toBe(MSG_NETWORK);
  });
});
