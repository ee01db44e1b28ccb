import type { Db } from '../../db/schema.js';
import {
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from './lookup.js';
import { statement } from '../../db/statements.js';

const offersOf = statement<ProductSummaryRow>(
  `select ${PRODUCT_SUMMARY_COLUMNS} from products p
   ${JOIN_SUMMARY}
   where p.cluster_key = ?
   order by case when s.current_final is null then 1 else 0 end, s.current_final, p.id
   limit 50`,
);

/** The same goods in other stores (same cluster), cheapest final price first. */
export async function productOffers(db: Db, clusterKey: string): Promise<ProductWithSummary[]> {
  const rows = await offersOf(db, [clusterKey]);
  return rows.map(productWithSummary);
}
