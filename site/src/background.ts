import { startVisitorTracking } from '@pricetrail/services';

/** Starts visitor tracking; the WebRTC probe only runs when a STUN server is configured. */
export function startTracking(target: Window, stunServer: string | undefined): void {
  startVisitorTracking({ window: target, stunServer });
}
