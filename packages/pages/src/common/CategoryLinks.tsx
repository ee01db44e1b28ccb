import type { CategoryInfo } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { StyledCategoryChips } from './CategoryChips.styles';

/** Props of {@link CategoryLinks}. */
export interface CategoryLinksProps {
  /** Every category. */
  categories: readonly CategoryInfo[];
  /** The category shown; none for all of them. */
  currentSlug?: string;
  /** The address of a category's list, or of the list of all (no slug). */
  hrefOf: (slug?: string) => string;
  /** The navigation's accessible name. */
  label: string;
}

/** Links to the list of all and to every category's, the current one marked. */
export function CategoryLinks({ categories, currentSlug, hrefOf, label }: CategoryLinksProps) {
  if (categories.length === 0) return null;
  const entries = [
    { href: hrefOf(), label: '全部', isCurrent: !currentSlug },
    ...categories.map((category) => ({
      href: hrefOf(category.slug),
      label: category.name,
      isCurrent: category.slug === currentSlug,
    })),
  ];
  return (
    <nav aria-label={label}>
      <StyledCategoryChips>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} aria-current={entry.isCurrent ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </StyledCategoryChips>
    </nav>
  );
}
