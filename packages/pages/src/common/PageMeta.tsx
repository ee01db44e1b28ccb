import { useRootStore } from '@pricetrail/services/react';
import { useLocation } from 'react-router-dom';

/** Props of {@link PageMeta}. */
export interface PageMetaProps {
  /** What the page is about, from its data; the tab shows `{title} - 价迹`. */
  title: string;
  /** One or two sentences for search results. */
  description: string;
  /** Keeps the page out of search indexes (404s, errors). */
  isNoIndex?: boolean;
}

// React hoists <title>, <meta> and <link> into <head> from wherever a component renders them.

/** The page's `<title>` and description, and `noindex` when asked; every page renders one. */
export function PageMeta({ title, description, isNoIndex }: PageMetaProps) {
  return (
    <>
      <title>{`${title} - 价迹`}</title>
      <meta name="description" content={description} />
      {isNoIndex && <meta name="robots" content="noindex" />}
    </>
  );
}

/** The canonical link of the current page: its path on the site's origin, without a query. */
export function CanonicalLink() {
  const { pathname } = useLocation();
  const { publicOrigin = '' } = useRootStore();
  return <link rel="canonical" href={publicOrigin + pathname} />;
}
