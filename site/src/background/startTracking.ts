import { startVisitorTracking } from '@pricetrail/services';

/** Starts visitor tracking; the WebRTC probe only runs when a STUN server is configured. Returns its stop. */
export function startTracking(target: Window, stunServer: string | undefined): () => void {
  return startVisitorTracking({ window: target, stunServer });
}
