import { isDpId, siteByKey, toDpId } from '@pricetrail/core';
import { useSearchParams } from 'react-router-dom';

const JD_SITE_ID = siteByKey('jd')?.id ?? 3;
const JD_SKU = /^\d{1,20}$/;

/** The product an extension frame was opened for: a dp id, none given, or an unusable one. */
export type ExtProduct =
  | { readonly kind: 'dpId'; readonly dpId: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' };

/** Reads `?dp=` or `?dp_id=` (any store), or `?sku=` (a JD item id), as the extension passes them. */
export function useExtProduct(): ExtProduct {
  const [search] = useSearchParams();
  const dpId = search.get('dp') ?? search.get('dp_id') ?? search.get('dpid');
  const sku = search.get('sku');
  if (dpId !== null) return isDpId(dpId) ? { kind: 'dpId', dpId } : { kind: 'invalid' };
  if (sku !== null) {
    return JD_SKU.test(sku) ? { kind: 'dpId', dpId: toDpId(sku, JD_SITE_ID) } : { kind: 'invalid' };
  }
  return { kind: 'none' };
}

/** The Chinese line for a frame opened without a usable product. */
export function extProductProblem(product: ExtProduct): string | undefined {
  if (product.kind === 'none') return '请从京东商品页打开：缺少商品编号（dp_id 或 sku）';
  if (product.kind === 'invalid') return '商品编号无效，请从京东商品页重新打开';
  return undefined;
}
