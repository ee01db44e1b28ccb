import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import type { StdoutLog } from './stdoutLog.js';

/** How long a stop may take before the process is ended anyway (`docker stop` waits 10 s too). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT (or an uncaught error) runs `close`, then ends the process: within the
 * grace period whatever `close` is doing, and whether or not anyone still reads its log.
 */
export function stopOnSignal(
  log: Logger,
  out: StdoutLog,
  close: () => Promise<void>,
  graceMs = SHUTDOWN_GRACE_MS,
): void {
  // close-with-grace reports a timeout or a failed close on console by default; stderr is a pipe
  // whose writes block when nobody reads it, the log gives up at the deadline.
  const logger = { error: (message: unknown) => log.error(message) };
  closeWithGrace({ delay: graceMs, logger }, async ({ signal, err }) => {
    out.giveUpAt(Date.now() + graceMs);
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await close();
  });
}
