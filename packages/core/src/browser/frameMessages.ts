/**
 * What a page the extension frames over a store's page posts to the page around it when the
 * shopper presses Esc inside it: keys pressed in a frame never reach the page that holds it.
 */
export const CLOSE_FRAME_MESSAGE = 'pricetrail:close-frame';

/** Whether a posted message is a framed page's {@link CLOSE_FRAME_MESSAGE}. */
export function isCloseFrameMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === CLOSE_FRAME_MESSAGE
  );
}
