import { createParser } from '../ai/sseParser.js';

/** One event of an AI answer stream as the browser receives it. */
export interface ReceivedEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Reads an AI answer stream as it arrives; `stop` cancels it like a reader leaving the page. */
export function readAnswerStream(response: Response) {
  const events: ReceivedEvent[] = [];
  let waiters: (() => void)[] = [];
  const parser = createParser({
    onEvent: (event) => {
      events.push({
        type: event.event ?? 'message',
        data: JSON.parse(event.data) as ReceivedEvent['data'],
      });
      for (const wake of waiters.splice(0)) wake();
    },
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const finished = (async () => {
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    for (const wake of waiters.splice(0)) wake();
  })();
  return {
    events,
    /** Resolves once an event of `type` has arrived (or the stream ended). */
    async until(type: string): Promise<void> {
      while (!events.some((event) => event.type === type)) {
        const ended = await Promise.race([
          new Promise<false>((resolve) => waiters.push(() => resolve(false))),
          finished.then(() => true),
        ]);
        if (ended && !events.some((event) => event.type === type)) return;
      }
    },
    /** Resolves with every event once the stream has ended. */
    async all(): Promise<ReceivedEvent[]> {
      await finished;
      return events;
    },
    async stop(): Promise<void> {
      waiters = [];
      await reader?.cancel();
    },
  };
}

/** The answer's text: its deltas joined. */
export function answerText(events: readonly ReceivedEvent[]): string {
  return events
    .filter((event) => event.type === 'delta')
    .map((event) => String(event.data.text))
    .join('');
}
