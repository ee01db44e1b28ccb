import type { ScaleClient } from './client.js';

/** One request (or one QR sign-in, start to finish) of the load, as it ended. */
export interface Outcome {
  action: string;
  /** ms since the run started, when it was sent and when it ended. */
  started: number;
  ended: number;
  isOk: boolean;
  /** Why it failed. */
  detail?: string;
}

/** A price report the server acknowledged, to be read back at the end. */
export interface AckedReport {
  dpId: string;
  observedAt: number;
  listPrice: number;
  status: 'accepted' | 'pending';
}

/** What the load did, and every write the server acknowledged. */
export class Ledger {
  readonly outcomes: Outcome[] = [];
  readonly reports: AckedReport[] = [];
  /** Accounts signed up, each with the browser holding its session. */
  readonly signUps: { phone: string; browser: ScaleClient }[] = [];
  /** JD item ids whose links were queued for the tracker. */
  readonly tracked = new Set<string>();
  readonly #start = performance.now();

  /** ms since the run started. */
  now(): number {
    return performance.now() - this.#start;
  }

  /** Runs `work` as action `action` and records its outcome (a thrown error is a failure). */
  async record(action: string, work: () => Promise<string | undefined>): Promise<void> {
    const started = this.now();
    let failure: string | undefined;
    try {
      failure = await work();
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    this.outcomes.push({
      action,
      started,
      ended: this.now(),
      isOk: failure === undefined,
      ...(failure !== undefined && { detail: failure }),
    });
  }
}
