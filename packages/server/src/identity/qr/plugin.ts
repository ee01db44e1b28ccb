import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { QrHub } from './hub.js';

const decorateQrHub: FastifyPluginAsync = async (app) => {
  app.decorate(
    'qrHub',
    new QrHub(app.db, (error) => app.log.error({ err: error }, 'qr wake-up not sent')),
  );
};

/** `qrHub`: wakes QR sockets when a ticket changes, on every instance (needs `db`). */
export const qrHubPlugin = fp(decorateQrHub, {
  name: 'qrHub',
  fastify: '5.x',
  dependencies: ['db'],
});
