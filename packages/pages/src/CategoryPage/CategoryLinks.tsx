import type { CategoryInfo } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { paths } from '../paths';
import { StyledCategoryChips } from '../common/CategoryChips.styles';

/** Props of {@link CategoryLinks}. */
export interface CategoryLinksProps {
  /** Every category. */
  categories: readonly CategoryInfo[];
  /** The category shown; none for the whole catalogue. */
  currentSlug?: string;
}

/** Links to the whole catalogue and every category, the current one marked. */
export function CategoryLinks({ categories, currentSlug }: CategoryLinksProps) {
  if (categories.length === 0) return null;
  const entries = [
    { href: paths.productList(), label: '全部', isCurrent: !currentSlug },
    ...categories.map((category) => ({
      href: paths.category(category.slug),
      label: category.name,
      isCurrent: category.slug === currentSlug,
    })),
  ];
  return (
    <nav aria-label="商品分类">
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
