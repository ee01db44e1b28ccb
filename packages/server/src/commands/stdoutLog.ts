import { pino } from 'pino';

/** A write error that means the line cannot be written now: the reader is gone or not reading. */
const UNWRITABLE = new Set(['EPIPE', 'EAGAIN']);

/**
 * The process's log on stdout, shared by its own logger and Fastify's. A reader that stops
 * reading (a stalled log pipe) is waited for while the process runs; once it is stopping, only
 * until the stop's deadline. At exit pino flushes what is left synchronously, and without a
 * deadline that flush retried a full pipe for ever: a stopped server outlived its SIGTERM, with its
 * listener closed and deaf to a second signal, for as long as nobody read its log.
 */
export class StdoutLog {
  #deadline = Infinity;

  /** pino's destination on stdout (asynchronous writes, flushed at exit). */
  readonly stream: ReturnType<typeof pino.destination> = pino.destination({
    dest: 1,
    sync: false,
    retryEAGAIN: () => Date.now() < this.#deadline,
  });

  constructor() {
    this.stream.on('error', (error: NodeJS.ErrnoException) => {
      if (!UNWRITABLE.has(error.code ?? '')) throw error;
    });
  }

  /** From now on, lines stdout will not take are retried only until `deadline` (epoch ms). */
  giveUpAt(deadline: number): void {
    this.#deadline = deadline;
  }
}
