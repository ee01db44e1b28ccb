import { siteById } from '@pricetrail/core';

/** The product a watch item or a 价保 order points at, as the personal pages show it. */
export interface ProductRef {
  dp_id: string;
  title: string;
  url: string;
  image_url: string;
  site_id: number;
  site_name: string;
}

/** The `products as p` columns a {@link ProductRef} is made from. */
export const PRODUCT_REF_COLUMNS = [
  'p.dp_id',
  'p.title',
  'p.canonical_url',
  'p.image_url',
  'p.site_id',
] as const;

/** The product's part of a joined row. */
export function productRef(row: {
  dp_id: string;
  title: string;
  canonical_url: string;
  image_url: string;
  site_id: number;
}): ProductRef {
  return {
    dp_id: row.dp_id,
    title: row.title,
    url: row.canonical_url,
    image_url: row.image_url,
    site_id: row.site_id,
    site_name: siteById(row.site_id)?.name ?? '',
  };
}
