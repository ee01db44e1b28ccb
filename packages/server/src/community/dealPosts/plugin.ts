import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PollingJob } from '../../pollingJob.js';
import { dealPostRound } from './job.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job that posts real drops as 好价 posts. */
    dealPosts: PollingJob<void>;
  }
}

// New real deals appear with price writes; a minute's delay before their post is fine.
const POLL_MS = 60_000;

const decorateDealPosts: FastifyPluginAsync = async (app) => {
  const job = new PollingJob(
    () => dealPostRound(app.db, app.clock, app.prices),
    (err) => app.log.error({ err }, 'deal post round failed'),
  );
  app.decorate('dealPosts', job);
  // Only a listening server posts on its own: tests drive `dealPosts.runOnce()` themselves.
  app.addHook('onListen', () => job.start(POLL_MS));
  app.addHook('onClose', () => job.stop());
};

/** `dealPosts`: the background job behind automatic 好价 posts (needs `db` and `prices`). */
export const dealPostsPlugin = fp(decorateDealPosts, {
  name: 'dealPosts',
  fastify: '5.x',
  dependencies: ['db', 'prices'],
});
