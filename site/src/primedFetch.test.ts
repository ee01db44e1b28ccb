import { describe, expect, test } from 'vitest';
import { primedFetch } from './primedFetch';

function network(): typeof fetch & { readonly asked: string[] } {
  const asked: string[] = [];
  const fetchFn = (input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.resolve(new Response('"from the network"'));
  };
  return Object.assign(fetchFn, { asked });
}

describe('primedFetch', () => {
  test('answers each primed GET once from memory, with its status, then asks the network', async () => {
    const net = network();
    const primed = primedFetch(
      {
        '/api/products/100-3': { status: 200, body: { title: '手机' } },
        '/api/products/404-3': { status: 404, body: { code: 404, msg: '商品不存在' } },
      },
      net,
    );
    const first = await primed.fetch('/api/products/100-3');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ title: '手机' });
    const missing = await primed.fetch('/api/products/404-3');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, msg: '商品不存在' });
    expect(net.asked).toEqual([]);
    await primed.fetch('/api/products/100-3');
    expect(net.asked).toEqual(['/api/products/100-3']);
  });

  test('other methods and released answers go to the network', async () => {
    const net = network();
    const primed = primedFetch({ '/api/a': { status: 200, body: 1 } }, net);
    await primed.fetch('/api/a', { method: 'POST' });
    primed.release();
    await primed.fetch('/api/a');
    expect(net.asked).toEqual(['/api/a', '/api/a']);
  });
});
