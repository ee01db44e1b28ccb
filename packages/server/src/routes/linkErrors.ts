import type { ParseProductError } from '@pricetrail/core';

/** Why a pasted store link names no product, as the shopper reads it. */
export const LINK_ERRORS: Readonly<Record<ParseProductError, string>> = {
  not_a_url: '请输入正确的商品链接',
  unsupported_site: '暂不支持该商城的链接',
  needs_resolution: '暂不支持短链接，请在浏览器中打开后复制完整的商品链接',
};
