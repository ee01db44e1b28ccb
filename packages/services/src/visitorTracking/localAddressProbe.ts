import { RTC_CLOSE_MS } from './constants';
import type { TrackingTimers } from './timers';

/** The address field of an ICE candidate line (`candidate:… 1 udp 2122 192.168.1.2 5000 typ host`). */
export function candidateAddress(candidate: string): string | undefined {
  const address = candidate.split(' ')[4];
  return address && address !== '0.0.0.0' ? address : undefined;
}

/**
 * Asks a STUN server (only when one is configured) for the local address through WebRTC and
 * reports the first one found; the connection is closed after 5 s or by the returned function.
 */
export function probeLocalAddress(
  target: Window,
  stunServer: string,
  timers: TrackingTimers,
  onAddress: (address: string) => void,
): () => void {
  const Peer = (target as { RTCPeerConnection?: typeof RTCPeerConnection }).RTCPeerConnection;
  if (typeof Peer !== 'function') return () => undefined;
  const connection = new Peer({ iceServers: [{ urls: stunServer }] });
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    timers.clearTimeout(timer);
    connection.onicecandidate = null;
    connection.close();
  };
  const timer = timers.setTimeout(close, RTC_CLOSE_MS);
  connection.onicecandidate = (event) => {
    const address = event.candidate ? candidateAddress(event.candidate.candidate) : undefined;
    if (address) onAddress(address);
  };
  connection.createDataChannel('');
  connection
    .createOffer()
    .then((offer) => (closed ? undefined : connection.setLocalDescription(offer)))
    .catch(() => undefined);
  return close;
}
