// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { Http } from '../http/Http';
import { CommunityApi } from './CommunityApi';

describe('CommunityApi addresses', () => {
  const api = new CommunityApi(new Http());

  it('names a suggestion screenshot by suggestion, number from 1, and size', () => {
    expect(api.suggestionImageUrl(3, 2, 'large')).toBe(
      '/api/moderation/suggestions/3/images/2/large',
    );
  });

  it('names a 晒单 photo by its id and size', () => {
    expect(api.imageUrl('0123abcd', 'small')).toBe('/api/images/0123abcd/small');
  });
});
