import type { FollowKind } from './followKinds.js';
import type { Find, FindReason } from './newFinds.js';

/** A follow as the digest matches it. */
export interface MatchingFollow {
  kind: FollowKind;
  /** The compared value: a lower-cased brand or keyword, or a category slug. */
  valueKey: string;
}

/** Each category's slug with the slugs of every category under it. */
export type CategoryTree = ReadonlyMap<string, ReadonlySet<string>>;

/** Builds {@link CategoryTree} from the categories' parent links. */
export function categoryTree(
  categories: readonly { slug: string; parent_slug: string | null }[],
): CategoryTree {
  const tree = new Map<string, Set<string>>();
  for (const { slug } of categories) tree.set(slug, new Set([slug]));
  for (const { slug } of categories) {
    const seen = new Set<string>();
    let parent = categories.find((c) => c.slug === slug)?.parent_slug ?? null;
    while (parent !== null && !seen.has(parent)) {
      seen.add(parent);
      tree.get(parent)?.add(slug);
      parent = categories.find((c) => c.slug === parent)?.parent_slug ?? null;
    }
  }
  return tree;
}

/** Whether a find is about what the follow follows: same brand, a category at or under it, or a title holding the keyword (case ignored). */
export function followMatches(follow: MatchingFollow, find: Find, tree: CategoryTree): boolean {
  switch (follow.kind) {
    case 'brand':
      return find.brand.trim().toLowerCase() === follow.valueKey;
    case 'category':
      return (
        find.categorySlug !== null && (tree.get(follow.valueKey)?.has(find.categorySlug) ?? false)
      );
    case 'keyword':
      return find.title.toLowerCase().includes(follow.valueKey);
  }
}

// A new low says the most, a post was chosen by people, a deal is the plainest news.
const REASON_RANK: Record<FindReason, number> = { low: 0, post: 1, deal: 2 };

/** The finds that match, one per product (its weightiest news), weightiest and newest first. */
export function matchingFinds(
  follow: MatchingFollow,
  finds: readonly Find[],
  tree: CategoryTree,
): Find[] {
  const sorted = finds
    .filter((find) => followMatches(follow, find, tree))
    .sort((a, b) => REASON_RANK[a.reason] - REASON_RANK[b.reason] || b.at - a.at);
  const seen = new Set<number>();
  return sorted.filter((find) => !seen.has(find.productId) && seen.add(find.productId));
}
