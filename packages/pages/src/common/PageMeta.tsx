import { SITE_SHARE_IMAGE_PATH } from '@pricetrail/core';
import { useRootStore } from '@pricetrail/services/react';
import { useLocation } from 'react-router-dom';

const SITE_NAME = '价迹';

/** Props of {@link PageMeta}. */
export interface PageMetaProps {
  /** What the page is about, from its data; the tab shows `{title} - 价迹`. */
  title: string;
  /** One or two sentences for search results and shared links. */
  description: string;
  /** Keeps the page out of search indexes (404s, errors, personal pages). */
  isNoIndex?: boolean;
  /** The page's canonical path, when another page shows the same (default: its own path). */
  canonicalPath?: string;
  /** The picture a shared link shows, a path on the site (default: the site's own card). */
  image?: string;
  /** What the page is, for Open Graph: 'website' (default) or 'product'. */
  type?: 'website' | 'product';
}

// React hoists <title>, <meta> and <link> into <head> from wherever a component renders them.

/**
 * The page's `<title>`, description, canonical address, Open Graph and Twitter card (what search
 * results and chat apps show of a link), and `noindex` when asked; every page renders one.
 */
export function PageMeta({
  title,
  description,
  isNoIndex,
  canonicalPath,
  image = SITE_SHARE_IMAGE_PATH,
  type = 'website',
}: PageMetaProps) {
  const { pathname } = useLocation();
  const { publicOrigin = '' } = useRootStore();
  const fullTitle = `${title} - ${SITE_NAME}`;
  const url = publicOrigin + (canonicalPath ?? pathname);
  const imageUrl = publicOrigin + image;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {isNoIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="zh_CN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
