import { existsSync, readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import type { PageReading } from '@pricetrail/core';
import { readFetchedPage } from '../fetchedPages/readFetchedPage.js';
import { UsageError } from './usage.js';

/** The fields `pricetrail read-page` prints, in this order (`isPresale` only on a 预售 page). */
const PRINTED_FIELDS = [
  'dpId',
  'siteId',
  'title',
  'listPrice',
  'finalPrice',
  'priceKind',
  'isRange',
  'promo',
  'coupon',
  'imageUrl',
  'inStock',
  'isPresale',
] as const;

/** What `read-page` writes and how it exits: 0 read, 1 a page it cannot read, 2 bad input. */
export interface ReadPageOutcome {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1 | 2;
}

/** Turns a reading into the command's output: one JSON line, or the Chinese reason. */
export function readPageOutcome(reading: PageReading): ReadPageOutcome {
  if (!reading.ok) {
    const exitCode = reading.problem === 'unsupported_store' ? 2 : 1;
    return { stdout: '', stderr: `${reading.message}\n`, exitCode };
  }
  const printed = Object.fromEntries(
    PRINTED_FIELDS.map((field) => [field, reading.reading[field]]),
  );
  return { stdout: `${JSON.stringify(printed)}\n`, stderr: '', exitCode: 0 };
}

/** `pricetrail read-page URL FILE`: reads a saved product page (FILE `-` is standard input). */
export async function readPage(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const [url, file] = positionals;
  if (!url || !file)
    throw new UsageError('请指定商品链接和页面文件：pricetrail read-page URL FILE');
  if (!URL.canParse(url)) throw new UsageError(`商品链接无效：${url}`);
  if (file !== '-' && !existsSync(file)) throw new UsageError(`找不到文件 ${file}`);
  const bytes = file === '-' ? await buffer(process.stdin) : readFileSync(file);
  const outcome = readPageOutcome(readFetchedPage(url, bytes));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
}
