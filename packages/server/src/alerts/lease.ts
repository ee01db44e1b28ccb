// Past the send itself: the event and settings reads before it and the record after it.
const LEASE_MARGIN_S = 5;

/**
 * How long (seconds) a claimed delivery is left to its sender: just over the longest a send may
 * take, so a live sender never loses a delivery it is still sending (that would send it twice),
 * and one that crashed mid-send hands it on soon after.
 */
export function deliveryLeaseSeconds(sendTimeoutMs: number): number {
  return Math.ceil(sendTimeoutMs / 1000) + LEASE_MARGIN_S;
}
