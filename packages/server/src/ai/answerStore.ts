import { createHash } from 'node:crypto';
import type { Db } from '../db/schema.js';
import type { AnswerKind, ChatMessage } from './prompt.js';

/** A finished answer as it was streamed the first time. */
export interface StoredAnswer {
  model: string | null;
  text: string;
  unknownFigures: string[];
  madeAt: number;
}

/** The key of a request: its kind, the exact prompt (so the same data) and the model. */
export function answerKey(
  kind: AnswerKind,
  messages: readonly ChatMessage[],
  model: string | null,
): string {
  return createHash('sha256').update(JSON.stringify({ kind, messages, model })).digest('hex');
}

/** The stored answer of a key while its day lasts; undefined when none. */
export async function findAnswer(
  db: Db,
  key: string,
  now: number,
): Promise<StoredAnswer | undefined> {
  const row = await db.kysely
    .selectFrom('ai_answers')
    .select(['model', 'text', 'unknown_figures', 'made_at'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      model: row.model,
      text: row.text,
      unknownFigures: JSON.parse(row.unknown_figures) as string[],
      madeAt: Number(row.made_at),
    }
  );
}

/** Keeps a finished answer until `expiresAt`; a newer answer under the same key replaces it. */
export async function saveAnswer(
  db: Db,
  key: string,
  answer: StoredAnswer,
  expiresAt: number,
): Promise<void> {
  const values = {
    model: answer.model,
    text: answer.text,
    unknown_figures: JSON.stringify(answer.unknownFigures),
    made_at: answer.madeAt,
    expires_at: expiresAt,
  };
  await db.kysely
    .insertInto('ai_answers')
    .values({ key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
  await db.kysely.deleteFrom('ai_answers').where('expires_at', '<=', answer.madeAt).execute();
}
