import { EmptyState } from './LazyEmptyState';
import { PageMeta } from './PageMeta';

/** Props of {@link MissingPage}. */
export interface MissingPageProps {
  /** The page's title and heading (没有找到这个…). */
  title: string;
  /** What the shopper reads under the heading. */
  description: string;
  /** The description crawlers read; the shopper's by default. */
  metaDescription?: string;
  /** The way on: its words and address. */
  actionLabel: string;
  /** The way on: where it leads. */
  actionHref: string;
}

/**
 * What a page shows when its address names something that is not there (a category, an event, a
 * post): kept out of search engines (noindex; the server answers 404), with a way on.
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
      <EmptyState
        titleAs="h1"
        icon="notFound"
        title={title}
        description={description}
        actionLabel={actionLabel}
        actionHref={actionHref}
      />
    </>
  );
}
