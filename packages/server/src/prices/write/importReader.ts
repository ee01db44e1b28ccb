import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';

/** One row of an import file with the line it came from (1-based), or why it could not be read. */
export interface ImportRow {
  line: number;
  record?: Record<string, unknown>;
  error?: string;
}

/** The formats `pricetrail import` reads. */
export type ImportFormat = 'jsonl' | 'csv';

// Large reads: with the default 64 KB the import waits on the disk between its batches.
const READ_CHUNK = 1 << 20;

const NUMERIC = new Set(['listPrice', 'finalPrice', 'observedAt', 'salesCount', 'commentCount']);
// Columns read as true / false; any other text is left for the row's check to refuse.
const BOOLEAN = new Set(['inStock']);
const BOOLEAN_TEXT = new Map([
  ['true', true],
  ['false', false],
]);

/** A CSV cell as the value its column means: a number, a boolean, or the text itself. */
function cellValue(key: string, value: string): unknown {
  if (NUMERIC.has(key) && /^-?\d+$/.test(value)) return Number(value);
  if (BOOLEAN.has(key)) return BOOLEAN_TEXT.get(value.trim().toLowerCase()) ?? value;
  return value;
}

/** Guesses the format from the file name (`.csv` → csv, anything else → JSON lines). */
export function formatOf(file: string): ImportFormat {
  return file.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl';
}

async function* jsonLines(file: string, onBytes: (n: number) => void): AsyncGenerator<ImportRow> {
  const stream = createReadStream(file, { highWaterMark: READ_CHUNK });
  stream.on('data', (chunk) => onBytes(chunk.length));
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        yield { line, error: '不是一个 JSON 对象' };
      } else {
        yield { line, record: value as Record<string, unknown> };
      }
    } catch {
      yield { line, error: '不是合法的 JSON' };
    }
  }
}

async function* csvRows(file: string, onBytes: (n: number) => void): AsyncGenerator<ImportRow> {
  const stream = createReadStream(file, { highWaterMark: READ_CHUNK });
  stream.on('data', (chunk) => onBytes(chunk.length));
  const parser = stream.pipe(
    parse({
      columns: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
    }),
  );
  for await (const item of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item.record)) {
      if (value === '') continue;
      record[key] = cellValue(key, value);
    }
    yield { line: item.info.lines, record };
  }
}

/** Streams the rows of a JSONL or CSV import file, reporting bytes read for progress. */
export function readImportFile(
  file: string,
  format: ImportFormat,
  onBytes: (n: number) => void = () => undefined,
): AsyncGenerator<ImportRow> {
  return format === 'csv' ? csvRows(file, onBytes) : jsonLines(file, onBytes);
}
