import { describe, expect, test } from 'vitest';
import { serialisePageState, type PageState } from './pageState';

describe('serialisePageState', () => {
  test('a product title that closes the script element stays text inside it', () => {
    const hostile = '</script><script>alert(1)</script><!-- </SCRIPT> & \u2028';
    const state = {
      publicOrigin: 'https://prices.example.com',
      answers: { '/api/products/100-3': { status: 200, body: { product: { title: hostile } } } },
      lazyParts: ['watch'],
    } satisfies PageState;
    const text = serialisePageState(state);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(state);
  });

  test('the same answers and parts, read in any order, give the same text', () => {
    const answer = { status: 200, body: {} };
    const first = serialisePageState({
      publicOrigin: 'https://prices.example.com',
      answers: { '/api/search?page=1': answer, '/api/categories': answer },
      lazyParts: ['watch', 'offerList'],
    });
    const second = serialisePageState({
      publicOrigin: 'https://prices.example.com',
      answers: { '/api/categories': answer, '/api/search?page=1': answer },
      lazyParts: ['offerList', 'watch'],
    });
    expect(first).toBe(second);
  });

  test('plain text is plain JSON', () => {
    expect(
      serialisePageState({ publicOrigin: 'https://价迹.example', answers: {}, lazyParts: [] }),
    ).toBe('{"publicOrigin":"https://价迹.example","answers":{},"lazyParts":[]}');
  });
});
