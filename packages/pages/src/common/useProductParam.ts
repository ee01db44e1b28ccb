import { isDpId } from '@pricetrail/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { dpIdFromSegment } from './dpIdFromSegment';

/** What a product page was asked for: a dp id, a link to resolve, or nothing. */
export type ProductRequest =
  | { readonly kind: 'dpId'; readonly dpId: string }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'none' };

/** Reads the product from `:dpid` (`dp{id}` or `{id}.html`), or `?dpid=` / `?url=`. */
export function useProductParam(): ProductRequest {
  const { dpid } = useParams();
  const [search] = useSearchParams();
  if (dpid) return { kind: 'dpId', dpId: dpIdFromSegment(dpid) };
  const queryDpId = search.get('dpid');
  if (queryDpId && isDpId(queryDpId)) return { kind: 'dpId', dpId: queryDpId };
  const url = search.get('url');
  if (url) return { kind: 'url', url };
  return { kind: 'none' };
}
