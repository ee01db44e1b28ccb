/** Behaviour.md §4 QR login statuses, by the numbers the login flow and the QR panel share. */
export const QR_STATUS = {
  /** Nothing yet: the code is being fetched. */
  idle: 0,
  /** The code arrived and is shown. */
  loaded: 1,
  /** Fetching the code failed. */
  loadError: -1,
  /** The code was registered over the socket and waits for a scan. */
  uploaded: 2,
  /** Registering the code over the socket failed. */
  uploadError: -2,
  /** The code's lifetime passed, or the server rejected it. */
  expired: -3,
  /** The app scanned the code; the shopper confirms on the phone. */
  scanned: 4,
} as const;

/** One of the {@link QR_STATUS} numbers. */
export type QrStatus = (typeof QR_STATUS)[keyof typeof QR_STATUS];
