import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

// What the loopback SMTP server and webhook receiver took (playwright.config.ts starts them).
const SINKS = `http://127.0.0.1:${process.env.E2E_SINKS_PORT}`;

/** The webhook address the journeys give: the loopback receiver. */
export const HOOK_URL = `http://127.0.0.1:${process.env.E2E_HOOK_PORT}/hook`;

/** A mail the SMTP server took. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** A webhook call the receiver took. */
export interface ReceivedHook {
  headers: Record<string, string>;
  body: string;
}

/** Every mail the e2e SMTP server has taken so far. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  return (await fetch(`${SINKS}/__mail`)).json() as Promise<ReceivedMail[]>;
}

/** Every webhook call the receiver has taken so far. */
export async function receivedHooks(): Promise<ReceivedHook[]> {
  return (await fetch(`${SINKS}/__hooks`)).json() as Promise<ReceivedHook[]>;
}

/** Whether a call carries the signature the user's secret makes of its body. */
export function isSignedWith(hook: ReceivedHook, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(hook.body).digest('hex')}`;
  return hook.headers['x-pricetrail-signature'] === expected;
}

let made = 0;

/** A JD product no other test uses (by project and worker), as a dp id and its page. */
export function freshProduct(testInfo: TestInfo) {
  made += 1;
  const itemId = 9_300_000 + testInfo.workerIndex * 10_000 + testInfo.parallelIndex * 1_000 + made;
  const project = testInfo.project.name === 'phone' ? 500_000 : 0;
  const id = itemId + project;
  return { dpId: `${id}-3`, url: `https://item.jd.com/${id}.html`, title: `提醒测试商品 ${id}` };
}

/** Writes one price through `pricetrail import` into the e2e server's database, as a feed would. */
export function importPrice(
  product: { dpId: string; url: string; title: string },
  finalPrice: number,
  secondsAgo: number,
): void {
  importPrices(product, [{ finalPrice, secondsAgo }]);
}

/**
 * Writes a product's price history (oldest first) through one `pricetrail import`; a `clusterKey`
 * groups a new product with the same goods in other stores, an `inStock` says 有货 or 无货.
 */
export function importPrices(
  product: { dpId: string; url: string; title: string; clusterKey?: string },
  points: readonly { finalPrice: number; secondsAgo: number; promo?: string; inStock?: boolean }[],
): void {
  const file = join(mkdtempSync(join(tmpdir(), 'pricetrail-e2e-import-')), 'prices.jsonl');
  const now = Math.floor(Date.now() / 1000);
  const rows = points.map(({ finalPrice, secondsAgo, promo, inStock }) =>
    JSON.stringify({
      ...product,
      listPrice: finalPrice,
      finalPrice,
      promo,
      observedAt: now - secondsAgo,
      inStock,
    }),
  );
  writeFileSync(file, `${rows.join('\n')}\n`);
  execFileSync(process.execPath, ['packages/server/dist/cli.js', 'import', file], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  });
}

/** Runs `save` and waits for the server's answer to the change it sends (the card shows it sooner). */
export async function saved(page: Page, save: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/UserCollection/Update') && response.ok(),
  );
  await save();
  await answered;
}
