import type { Db } from '../../db/schema.js';
import { readFetchedPage } from '../../fetchedPages/readFetchedPage.js';
import { FakeClock } from '../../fakes/fakeClock.js';
import type { FakeStore } from '../../fakes/fakeStore.js';
import { loadTrackerConfig, type TrackerConfig } from '../config.js';
import type { FetchRoutes } from '../fetch/fetchPage.js';
import { mappedOriginAgent, publicOnlyAgent } from '../fetch/guardedAgent.js';
import { Tracker } from '../tracker.js';
import type { PageRenderer } from '../work/lookAtItem.js';

/** Every store host the readers' fixtures use, sent to the fake store. */
export const STORE_HOSTS = [
  'item.jd.com',
  'item.m.jd.com',
  'npcitem.jd.hk',
  'detail.tmall.com',
  'item.taobao.com',
  'mobile.yangkeduo.com',
  'product.suning.com',
  'detail.vip.com',
  'www.amazon.cn',
];

/** A tracker over `db` pointed at the fake store, on a fake clock. */
export interface TrackerHarness {
  tracker: Tracker;
  clock: FakeClock;
  config: TrackerConfig;
  routes: FetchRoutes;
  /** Now on the harness clock, epoch seconds. */
  now(): number;
  close(): Promise<void>;
}

/** Builds a tracker on the fake store; `env` adds tracker settings. */
export function trackerHarness(
  db: Db,
  store: FakeStore,
  env: NodeJS.ProcessEnv = {},
  renderer?: PageRenderer,
): TrackerHarness {
  const config = loadTrackerConfig({
    STORE_HOST_MAP: store.hostMap(STORE_HOSTS),
    TRACKER_STORE_PER_MINUTE: 'off',
    TRACKER_STORE_CONCURRENCY: '4',
    TRACKER_TIMEOUT_MS: '3000',
    ...env,
  });
  if (typeof config === 'string') throw new Error(config);
  const clock = new FakeClock();
  const routes = {
    hostMap: config.hostMap,
    publicAgent: publicOnlyAgent(),
    mappedAgent: mappedOriginAgent(),
  };
  const tracker = new Tracker({
    db,
    config,
    routes,
    read: readFetchedPage,
    renderer,
    clock,
    random: () => 1,
  });
  return {
    tracker,
    clock,
    config,
    routes,
    now: () => Math.floor(clock.now() / 1000),
    close: async () => {
      await routes.publicAgent.close();
      await routes.mappedAgent.close();
    },
  };
}
