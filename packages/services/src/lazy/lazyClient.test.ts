// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { lazyCommunityApi } from '../root/lazyClients';
import { Http } from '../http/Http';
import { lazyClient } from './lazyClient';

interface Greeter {
  greet(name: string): Promise<string>;
  address(name: string): string;
}

describe('lazyClient', () => {
  it('loads the client on the first call only, and forwards each call to it', async () => {
    let loads = 0;
    const client = lazyClient<Greeter>(
      () => {
        loads += 1;
        return Promise.resolve({
          greet: (name) => Promise.resolve(`你好，${name}`),
          address: (name) => `/people/${name}`,
        });
      },
      { address: (name) => `/people/${name}` },
    );
    expect(loads).toBe(0);
    await expect(client.greet('小明')).resolves.toBe('你好，小明');
    await expect(client.greet('小红')).resolves.toBe('你好，小红');
    expect(loads).toBe(1);
  });

  it('answers the immediate members at once, without loading the client', () => {
    let loads = 0;
    const client = lazyClient<Greeter>(
      () => {
        loads += 1;
        return Promise.reject(new Error('not needed'));
      },
      { address: (name) => `/people/${name}` },
    );
    expect(client.address('小明')).toBe('/people/小明');
    expect(loads).toBe(0);
  });

  it('gives the 晒单 photo addresses as strings before the community API is loaded', () => {
    const community = lazyCommunityApi(new Http());
    expect(community.imageUrl('0123abcd', 'medium')).toBe('/api/images/0123abcd/medium');
    expect(community.suggestionImageUrl(3, 2, 'small')).toBe(
      '/api/moderation/suggestions/3/images/2/small',
    );
  });
});
