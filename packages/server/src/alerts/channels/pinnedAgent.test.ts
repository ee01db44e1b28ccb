import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pinnedAgent } from './pinnedAgent.js';

const server = createServer((incoming, response) => response.end(incoming.headers.host));
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('connects to the pinned address, not to what the host name resolves to', async () => {
  const agent = pinnedAgent({ address: '127.0.0.1', family: 4 });
  try {
    // .invalid never resolves (RFC 6761): the answer can only come from the pinned address.
    const reply = await request(`http://rebound.invalid:${port}/`, { dispatcher: agent });
    expect(reply.statusCode).toBe(200);
    expect(await reply.body.text()).toBe(`rebound.invalid:${port}`);
  } finally {
    await agent.destroy();
  }
});
