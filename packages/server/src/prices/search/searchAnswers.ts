import type { Db } from '../../db/schema.js';
import { StampedAnswers } from '../read/stampedAnswers.js';
import { searchProducts, type SearchPage, type SearchQuery } from './searchProducts.js';

// Serialized search pages kept in memory (about 12 KB each).
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** Search pages, serialized once and kept until the database changes (while that is known). */
export function searchAnswers(db: Db): StampedAnswers<SearchQuery, SearchPage> {
  return new StampedAnswers(
    db,
    SEARCH_CACHE_BYTES,
    ({ q, page, category, filters }) => JSON.stringify([q ?? '', page, category ?? '', filters]),
    (query) => searchProducts(db, query),
  );
}
