import type { AiEvent } from './aiTypes';

// Our server writes each event as `event: <type>` and one `data: <json>` line, then a blank line.
function toEvent(block: string): AiEvent | undefined {
  let type = '';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (!type || !data) return undefined;
  return { type, ...(JSON.parse(data) as object) } as AiEvent;
}

/** Reads the server's `text/event-stream` answer, yielding each event as soon as it is complete. */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<AiEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const event = toEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
