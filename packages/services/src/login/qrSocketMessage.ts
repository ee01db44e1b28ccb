/** What a `/sck` frame means for the QR flow (behaviour.md §4). */
export type QrSocketEvent =
  | { readonly kind: 'registered' }
  | { readonly kind: 'scanned' }
  | { readonly kind: 'confirmed'; readonly token: string }
  | { readonly kind: 'rejected'; readonly message: string | undefined }
  | { readonly kind: 'ignored' };

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : { msg: value };
  } catch {
    return { msg: text };
  }
}

/**
 * Reads a frame: `Success` (the id is registered), `LoginConnected` (the phone scanned), a frame
 * carrying `data.token` (the phone confirmed; the token buys the cookies), or a non-success `code`
 * with the server's reason (the code is dead, or the phone refused). Plain-text `Success` /
 * `LoginConnected` frames are accepted as well as `{ action, code, msg, data }` JSON.
 */
export function readQrSocketMessage(text: string): QrSocketEvent {
  const frame = parse(text);
  const name = [frame.msg, frame.action, frame.type].find(
    (value) => value === 'Success' || value === 'LoginConnected',
  );
  const hasCode = frame.code !== undefined && frame.code !== null;
  if (hasCode && Number(frame.code) !== 1) {
    return { kind: 'rejected', message: typeof frame.msg === 'string' ? frame.msg : undefined };
  }
  const data = frame.data as Record<string, unknown> | null | undefined;
  if (typeof data === 'object' && data !== null && typeof data.token === 'string') {
    return { kind: 'confirmed', token: data.token };
  }
  if (name === 'LoginConnected') return { kind: 'scanned' };
  if (name === 'Success') return { kind: 'registered' };
  return { kind: 'ignored' };
}
