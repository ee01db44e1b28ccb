import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { openDb, sqliteFileIn } from '../db/connect.js';
import type { Db } from '../db/schema.js';

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
    ? openDb({ databaseUrl: config.databaseUrl })
    : openDb({ sqliteFile: sqliteFileIn(config.dataDir) });
}

/** Makes the database and clock available to every route; closes the database with the app. */
export function registerDb(app: FastifyInstance, db: Db, clock: () => number): void {
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.addHook('onClose', () => db.close());
}
