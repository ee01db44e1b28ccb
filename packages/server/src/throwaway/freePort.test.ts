import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { freePort } from './freePort.js';

test('hands out distinct bindable ports below the range outgoing connections take theirs from', async () => {
  const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .split(/\s+/)
    .map(Number);
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  expect(new Set(ports).size).toBe(ports.length);
  for (const port of ports) expect(port).toBeLessThan(ephemeralStart ?? 32_768);
  const [port] = ports;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await new Promise((resolve) => server.close(resolve));
});
