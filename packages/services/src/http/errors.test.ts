// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see Http.test.ts).
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationRequiredError,
  errorForStatus,
  NetworkError,
  parseRetryAfter,
  RateLimitedError,
  ServerError,
} from './errors';

describe('errorForStatus', () => {
  it('passes the status through core sanitizeStatus (outside 100–999 → 200)', () => {
    expect(errorForStatus(1000, {}).status).toBe(200);
    expect(errorForStatus(42, {}).status).toBe(200);
    expect(errorForStatus(999, {}).status).toBe(999);
  });

  it('picks the class by status', () => {
    expect(errorForStatus(401, null)).toBeInstanceOf(AuthenticationRequiredError);
    expect(errorForStatus(429, null)).toBeInstanceOf(RateLimitedError);
    expect(errorForStatus(503, null)).toBeInstanceOf(ServerError);
    expect(errorForStatus(418, null).constructor).toBe(ApiError);
  });

  it('uses msg, then message, then the unknown-error fallback', () => {
    expect(errorForStatus(400, { code: 7, msg: '参数错误' })).toMatchObject({
      code: 7,
      message: '参数错误',
      name: 'BadRequestError',
    });
    expect(errorForStatus(400, { message: 'bad' }).message).toBe('bad');
    expect(errorForStatus(400, '<html>').message).toBe('unknown error');
    expect(errorForStatus(400, { msg: '  ' }).message).toBe('unknown error');
    expect(new NetworkError().message).toBe('unknown error');
  });

  it('keeps the Retry-After of a 429, in seconds or as a date', () => {
    expect(errorForStatus(429, null, '120')).toMatchObject({ retryAfterSeconds: 120 });
    expect((errorForStatus(429, null) as RateLimitedError).retryAfterSeconds).toBeUndefined();
    const now = Date.UTC(2026, 10, 27, 6, 0, 0);
    expect(parseRetryAfter('Fri, 27 Nov 2026 06:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
