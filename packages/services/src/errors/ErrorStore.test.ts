// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see Http.test.ts).
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../http/errors';
import { createRecordingNavigator, createTestRootStore } from '../testing/root';

describe('ErrorStore', () => {
  it('takes status and message from what it is given', () => {
    const { errors } = createTestRootStore();
    errors.set(new NotFoundError(404, 'Page not found: /nope'));
    expect(errors.error).toEqual({ status: 404, message: 'Page not found: /nope' });
    errors.set({ statusCode: 403, message: '无权访问' });
    expect(errors.error).toEqual({ status: 403, message: '无权访问' });
    errors.set('出错了', 502);
    expect(errors.error).toEqual({ status: 502, message: '出错了' });
  });

  it("defaults to 500 and 'unknown error', and sanitizes odd statuses to 200", () => {
    const { errors } = createTestRootStore();
    errors.set(undefined);
    expect(errors.error).toEqual({ status: 500, message: 'unknown error' });
    errors.set(new Error(''), 1234);
    expect(errors.error).toEqual({ status: 200, message: 'unknown error' });
  });

  it('clears, and redirects only when asked', () => {
    const navigate = createRecordingNavigator();
    const { errors } = createTestRootStore({ navigate });
    errors.set('x');
    errors.clear();
    expect(errors.hasError).toBe(false);
    expect(navigate.visits).toEqual([]);
    errors.set('x');
    errors.clear({ redirect: '/home' });
    expect(errors.error).toBeUndefined();
    expect(navigate.visits).toEqual(['/home']);
  });

  it('refuses to redirect off-site while clearing', () => {
    const navigate = createRecordingNavigator();
    const { errors } = createTestRootStore({ navigate });
    errors.set('x');
    expect(() => errors.clear({ redirect: 'https://evil.example/' })).toThrow(
      'Navigating to external URL is not allowed by default',
    );
    expect(navigate.visits).toEqual([]);
    expect(errors.error).toEqual({ status: 500, message: 'x' });
  });
});
