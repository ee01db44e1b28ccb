import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { QrHub } from './hub.js';

const decorateQrHub: FastifyPluginAsync = async (app) => {
  app.decorate('qrHub', new QrHub());
};

/** `qrHub`: wakes this process's QR sockets when a ticket changes. */
export const qrHubPlugin = fp(decorateQrHub, { name: 'qrHub', fastify: '5.x' });
