import { extractUrls, isDpId } from '@pricetrail/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { dpIdFromSegment } from './dpIdFromSegment';

/** What a product page was asked for: a dp id, a link to resolve, or nothing. */
export type ProductRequest =
  | { readonly kind: 'dpId'; readonly dpId: string }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'none' };

// What a phone shares into the installed app (the manifest's share_target) arrives as `url`,
// `text` and `title`; the JD and Taobao apps put the whole share text, link included, in `text`.
const SHARED_FIELDS = ['url', 'text', 'title'] as const;

function sharedLink(search: URLSearchParams): string | undefined {
  const shared = SHARED_FIELDS.map((name) => search.get(name)?.trim() ?? '').filter(Boolean);
  return shared.find((value) => extractUrls(value).length > 0) ?? shared[0];
}

/**
 * Reads the product from the `:dpid` segment (`dp{id}` or `{id}.html`), `?dpid=`, or the link in
 * `?url=` (the search form), `?text=` or `?title=` (a share from another app).
 */
export function productRequestOf(
  dpidSegment: string | undefined,
  search: URLSearchParams,
): ProductRequest {
  if (dpidSegment) return { kind: 'dpId', dpId: dpIdFromSegment(dpidSegment) };
  const queryDpId = search.get('dpid');
  if (queryDpId && isDpId(queryDpId)) return { kind: 'dpId', dpId: queryDpId };
  const url = sharedLink(search);
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
