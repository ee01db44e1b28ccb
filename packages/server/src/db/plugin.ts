import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { openDb, sqliteFileIn } from './connect.js';
import type { Db } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The price database (SQLite or PostgreSQL). */
    db: Db;
    /** Now, in epoch seconds (tests pass a fixed clock). */
    clock: () => number;
  }
}

/** Opens the database the config names (SQLite under dataDir unless DATABASE_URL is set). */
export function openConfiguredDb(config: ServerConfig): Db {
  return config.databaseUrl
    ? openDb({ databaseUrl: config.databaseUrl, listenUrl: config.databaseDirectUrl })
    : openDb({ sqliteFile: sqliteFileIn(config.dataDir) });
}

/** The open database and the clock every service reads. */
export interface DbPluginOptions {
  db: Db;
  clock: () => number;
}

const decorateDb: FastifyPluginAsync<DbPluginOptions> = async (app, { db, clock }) => {
  app.decorate('db', db);
  app.decorate('clock', clock);
  // Each instance listens for the others' writes (PostgreSQL); its answer caches follow them.
  await db.changeFeed?.start((error) =>
    app.log.warn({ err: error }, 'change feed lost; answers re-validated until it reconnects'),
  );
  app.addHook('onClose', () => db.close());
};

/** `db`: makes the database and clock available to every service and route; closes it with the app. */
export const dbPlugin = fp(decorateDb, { name: 'db', fastify: '5.x' });
