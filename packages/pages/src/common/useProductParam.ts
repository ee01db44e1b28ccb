import { isDpId } from '@pricetrail/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { dpIdFromSegment } from './dpIdFromSegment';

/** What a product page was asked for: a dp id, a link to resolve, or nothing. */
export type ProductRequest =
  | { readonly kind: 'dpId'; readonly dpId: string }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'none' };

/** Reads the product from the `:dpid` segment (`dp{id}` or `{id}.html`), or `?dpid=` / `?url=`. */
export function productRequestOf(
  dpidSegment: string | undefined,
  search: URLSearchParams,
): ProductRequest {
  if (dpidSegment) return { kind: 'dpId', dpId: dpIdFromSegment(dpidSegment) };
  const queryDpId = search.get('dpid');
  if (queryDpId && isDpId(queryDpId)) return { kind: 'dpId', dpId: queryDpId };
  const url = search.get('url');
  if (url) return { kind: 'url', url };
  return { kind: 'none' };
}

/** The product the current route asks for (see {@link productRequestOf}). */
export function useProductParam(): ProductRequest {
  const { dpid } = useParams();
  const [search] = useSearchParams();
  return productRequestOf(dpid, search);
}

/** The key a request's view stores go by: the dp id, the link, or '' for none. */
export function productRequestKey(request: ProductRequest): string {
  if (request.kind === 'dpId') return request.dpId;
  return request.kind === 'url' ? `url:${request.url}` : '';
}
