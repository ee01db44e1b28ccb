import type { FakeStore } from '../../fakes/fakeStore.js';
import { answers, fixturePage } from '../../fakes/fakeStore.js';
import { ScaleClient } from './client.js';
import type { Ledger } from './ledger.js';
import { qrSignIn, smsSignIn } from './signIns.js';

/** What the load works on. */
export interface LoadTarget {
  /** nginx's origin (the site's public origin). */
  origin: string;
  /** Each serve instance's own origin (for the SMS test hook). */
  instances: readonly string[];
  /** Demo products to read and report on. */
  dpIds: readonly string[];
  /** Signed-in phones that confirm QR codes. */
  phones: readonly ScaleClient[];
  store: FakeStore;
}

const WORDS = [
  '手机',
  '耳机',
  '笔记本',
  '显示器',
  '键盘',
  '洗衣机',
  '空调',
  '奶粉',
  'iPhone',
  '小米',
];
const JD_PAGE = answers.fixture(fixturePage('jd/classic-filled.html'));

// Share of each action in the mix (out of 100): mostly reads, as a price site is.
const MIX: readonly [number, string][] = [
  [40, 'history'],
  [20, 'search'],
  [18, 'report'],
  [8, 'track'],
  [8, 'signUp'],
  [6, 'qr'],
];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function actionAt(roll: number): string {
  let sum = 0;
  for (const [share, action] of MIX) {
    sum += share;
    if (roll < sum) return action;
  }
  return 'history';
}

/**
 * One simulated visitor (its own address) doing actions from the mix back to back until
 * `signal` aborts, every outcome and acknowledged write recorded in `ledger`.
 */
export async function visitor(
  n: number,
  target: LoadTarget,
  ledger: Ledger,
  signal: AbortSignal,
): Promise<void> {
  const ip = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const client = new ScaleClient(target.origin, target.origin, ip);
  let sequence = 0;
  while (!signal.aborted) {
    sequence += 1;
    const action = actionAt(Math.random() * 100);
    const key = `${n}${String(sequence).padStart(5, '0')}`;
    await ledger.record(action, () => act(action, key, client, target, ledger));
  }
}

/** A documentation-range IPv6 address of its own for `key` (digits). */
function ownAddress(key: string): string {
  const n = Number(key);
  return `2001:db8::${Math.floor(n / 65_536).toString(16)}:${(n % 65_536).toString(16)}`;
}

function statusFailure(step: string, status: number, expected = 200): string | undefined {
  return status === expected ? undefined : `${step}: HTTP ${status}`;
}

async function act(
  action: string,
  key: string,
  client: ScaleClient,
  target: LoadTarget,
  ledger: Ledger,
): Promise<string | undefined> {
  switch (action) {
    case 'history': {
      const dpId = pick(target.dpIds);
      return statusFailure(
        'history',
        (await client.get(`/api/products/${dpId}/history`, { range: '1y' })).status,
      );
    }
    case 'search':
      return statusFailure('search', (await client.get('/api/search', { q: pick(WORDS) })).status);
    case 'report':
      return report(key, client, ledger);
    case 'track': {
      const sku = `2${key.padStart(11, '0')}`;
      const url = `https://item.jd.com/${sku}.html`;
      target.store.answer(url, JD_PAGE);
      const queued = await client.get('/api/trend/resolve', { url });
      if (queued.status !== 404) return `resolve: HTTP ${queued.status}`;
      ledger.tracked.add(sku);
      return undefined;
    }
    case 'signUp': {
      // Each sign-up from its own address: more than three SMS sends an hour from one asks for a captcha.
      const browser = new ScaleClient(target.origin, target.origin, ownAddress(key));
      const phone = `139${key.padStart(8, '0').slice(-8)}`;
      const failure = await smsSignIn(browser, phone, target.instances);
      if (!failure) ledger.signUps.push({ phone, browser });
      return failure;
    }
    default:
      return qrSignIn(
        { browserBase: target.origin, phone: pick(target.phones) },
        target.origin,
        client.visitorIp,
      );
  }
}

/** A report of a product no one holds yet (link and title), so its history is this one point. */
async function report(
  key: string,
  client: ScaleClient,
  ledger: Ledger,
): Promise<string | undefined> {
  const sku = `3${key.padStart(11, '0')}`;
  const observedAt = Math.floor(Date.now() / 1000) - 5;
  const listPrice = 10_000 + Math.floor(Math.random() * 90_000);
  const answer = await client.postJson<{
    results?: { status: string; dpId?: string; msg?: string }[];
  }>('/api/prices/observations', {
    observations: [
      { url: `https://item.jd.com/${sku}.html`, title: `压测商品 ${sku}`, listPrice, observedAt },
    ],
  });
  if (answer.status !== 200) return `observations: HTTP ${answer.status}`;
  const [result] = answer.body?.results ?? [];
  if (result?.status !== 'accepted' && result?.status !== 'pending') {
    return `observations: ${JSON.stringify(result)}`;
  }
  ledger.reports.push({
    dpId: result.dpId ?? `${sku}-3`,
    observedAt,
    listPrice,
    status: result.status,
  });
  return undefined;
}
