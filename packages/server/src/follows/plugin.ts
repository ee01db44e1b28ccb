import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PollingJob } from '../pollingJob.js';
import { digestRound } from './digestRound.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job that turns what matched each follow into its digest notice. */
    followDigest: PollingJob<number>;
  }
}

// Digests go out at most daily per follow; five minutes late is nothing, and each round reads
// the window's deals, posts and lows once for every follow due.
const POLL_MS = 5 * 60_000;

const decorateFollowDigest: FastifyPluginAsync = async (app) => {
  const job = new PollingJob(
    () => digestRound(app.db, app.clock()),
    (err) => app.log.error({ err }, 'follow digest round failed'),
  );
  app.decorate('followDigest', job);
  // Only a listening server runs it on its own: tests drive `followDigest.runOnce()` themselves.
  app.addHook('onListen', () => job.start(POLL_MS));
  app.addHook('onClose', () => job.stop());
};

/** `followDigest`: the background job behind follow digests (needs `db`). */
export const followDigestPlugin = fp(decorateFollowDigest, {
  name: 'followDigest',
  fastify: '5.x',
  dependencies: ['db'],
});
