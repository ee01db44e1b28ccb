import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0009_ai` (issue #16): finished AI answers, kept for the rest of their day so an identical request
 * (same kind, products, data and model) is answered from here on every instance without asking the
 * model again. The per-day request limits count in `identity_limits` under `ai:` keys.
 */
export function aiAnswers(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('ai_answers')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('model', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('unknown_figures', 'text', (c) => c.notNull())
        .addColumn('made_at', tsType, (c) => c.notNull())
        .addColumn('expires_at', tsType, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ai_answers_expiry')
        .on('ai_answers')
        .column('expires_at')
        .execute();
    },
  };
}
