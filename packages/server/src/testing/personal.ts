import type { NoticeItem } from '../alerts/notices.js';
import type { IdentityAnswer } from '../identity/answers.js';
import type { WatchItem } from '../personal/watchItems.js';
import { importRows } from '../prices/ingest/importer.js';
import { IdentityClient, type IdentityHarness } from './identityClient.js';

// Product pages by site id, so a test product has a link as a store's would be.
const PAGE_OF: Readonly<Record<string, (itemId: string) => string>> = {
  '3': (id) => `https://item.jd.com/${id}.html`,
  '83': (id) => `https://detail.tmall.com/item.htm?id=${id}`,
  '353': (id) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`,
};

let users = 0;
let items = 0;

/** A new user, signed in by SMS from a network of their own (SMS budgets are per network). */
export async function newUser(h: IdentityHarness): Promise<IdentityClient> {
  users += 1;
  const client = new IdentityClient(h);
  const ip = `198.18.${Math.floor(users / 250)}.${(users % 250) + 1}`;
  await client.smsLogin(`1390000${String(users).padStart(4, '0')}`, { ip });
  return client;
}

/** A price of one product at a moment (fen, epoch seconds; list price defaults to the final). */
export interface TestPrice {
  dpId: string;
  finalPrice: number;
  listPrice?: number;
  at?: number;
  /** The same goods in other stores share it. */
  clusterKey?: string;
  /** 有货 or 无货 as the feed says; absent: not said. */
  inStock?: boolean;
  /** The feed's `stock` (e.g. 'presale'); absent: not said. */
  stock?: string;
}

/** Writes prices through the trusted import, as a feed would: points, summaries, one batch. */
export async function writePrices(h: IdentityHarness, prices: readonly TestPrice[]) {
  const rows = prices.map((p, i) => {
    const [itemId = '', siteId = ''] = p.dpId.split('-');
    const record = {
      dpId: p.dpId,
      title: `测试商品 ${p.dpId}`,
      url: PAGE_OF[siteId]?.(itemId),
      listPrice: p.listPrice ?? p.finalPrice,
      finalPrice: p.finalPrice,
      observedAt: p.at ?? h.now.value,
      ...(p.clusterKey && { clusterKey: p.clusterKey }),
      ...(p.inStock === undefined ? {} : { inStock: p.inStock }),
      ...(p.stock === undefined ? {} : { stock: p.stock }),
    };
    return { line: i + 1, record };
  });
  const result = await importRows(h.db, rows, { now: h.now.value });
  if (result.badLines > 0) throw new Error(`${result.badLines} test prices were refused`);
}

/** New products (JD unless `siteId` says), each with one final price now; their dp ids. */
export async function newProducts(
  h: IdentityHarness,
  finalPrices: readonly number[],
  siteId = 3,
): Promise<string[]> {
  const dpIds = finalPrices.map(() => `${9_000_000 + ++items}-${siteId}`);
  await writePrices(
    h,
    dpIds.map((dpId, i) => ({ dpId, finalPrice: finalPrices[i] ?? 0 })),
  );
  return dpIds;
}

/** Watches a product with these `/UserCollection/Add` fields; throws unless the server took them. */
export async function watchAs(
  who: IdentityClient,
  dpId: string,
  body: Record<string, string>,
): Promise<WatchItem> {
  const answer = (await who.post('/UserCollection/Add', { dp_id: dpId, ...body })).json<
    IdentityAnswer<WatchItem>
  >();
  if (answer.code !== 1 || !answer.data) throw new Error(`watch refused: ${answer.msg}`);
  return answer.data;
}

/** The user's notices (`/UserNotice/List`), oldest first. */
export async function noticesOf(who: IdentityClient): Promise<NoticeItem[]> {
  const answer = await who.get('/UserNotice/List');
  return (answer.json<IdentityAnswer<{ list: NoticeItem[] }>>().data?.list ?? []).reverse();
}
