import { hashKey } from './fingerprint';

/** Local-storage entry names (10-character hash keys) of what tracking writes. */
export const TRACKING_STORAGE_KEYS = {
  /** The fingerprint hash. */
  fingerprint: hashKey('pricetrail:fp'),
  /** The encoded behaviour record. */
  record: hashKey('pricetrail:dfp'),
  /** The raw behaviour object as JSON. */
  behaviour: hashKey('pricetrail:behaviour'),
} as const;
