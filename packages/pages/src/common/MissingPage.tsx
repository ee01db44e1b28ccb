import { DEFAULT_WAYS_ON, WaysOn } from '@pricetrail/ui';
import { EmptyState } from './LazyEmptyState';
import { LookupSearch } from './LazyLookupSearch';
import { PageMeta } from './PageMeta';

/** Props of {@link MissingPage}. */
export interface MissingPageProps {
  /** The page's title and heading (没有找到这个…). */
  title: string;
  /** What the shopper reads under the heading. */
  description: string;
  /** The description crawlers read; the shopper's by default. */
  metaDescription?: string;
  /** The section's own way on (first, before 首页 and 历史价格): its words. */
  actionLabel: string;
  /** The section's own way on: where it leads. */
  actionHref: string;
}

/**
 * What a page shows when its address names something that is not there (a category, an event, a
 * post): kept out of search engines (noindex; the server answers 404), with the 查历史价 box and
 * ways on: the section's own list, 首页 and 历史价格.
 */
export function MissingPage({
  title,
  description,
  metaDescription = description,
  actionLabel,
  actionHref,
}: MissingPageProps) {
  return (
    <>
      <PageMeta title={title} description={metaDescription} isNoIndex />
      <EmptyState titleAs="h1" icon="notFound" title={title} description={description} />
      <WaysOn
        search={<LookupSearch />}
        links={[
          { href: actionHref, label: actionLabel },
          ...DEFAULT_WAYS_ON.filter((way) => way.href !== actionHref),
        ]}
      />
    </>
  );
}
