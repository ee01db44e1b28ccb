import { siteById } from './registry.js';

/** A product's id across the product: `{itemId}-{siteId}` (gwdang-compatible). */
export interface DpIdParts {
  itemId: string;
  siteId: number;
}

// Item ids are digits, or an Amazon ASIN of 10 upper-case letters and digits. The site id has no
// leading zero, so that every product has exactly one dp id (and one page).
const DP_ID = /^(\d{1,20}|[A-Z0-9]{10})-([1-9]\d{0,3})$/;

/** Splits a dp id into item and site, or null when malformed or the site is unknown. */
export function parseDpId(value: string): DpIdParts | null {
  const match = DP_ID.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const siteId = Number(match[2]);
  return siteById(siteId) ? { itemId: match[1], siteId } : null;
}

/** True for a well-formed dp id of a known site. */
export function isDpId(value: string): boolean {
  return parseDpId(value) !== null;
}

/** Builds the dp id of an item at a site. */
export function toDpId(itemId: string, siteId: number): string {
  return `${itemId}-${siteId}`;
}
