// The pictures a shared link shows (Open Graph, Twitter cards): drawn by the server, named here so
// the pages that point at them and the routes that answer them agree.

/** Width of a share picture in px (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
/** Height of a share picture in px. */
export const SHARE_IMAGE_HEIGHT = 630;

/** The site's own share picture: its name and what it does. */
export const SITE_SHARE_IMAGE_PATH = '/share/site.png';

/** A product's share picture: its price-history card. */
export function productShareImagePath(dpId: string): string {
  return `/share/dp${encodeURIComponent(dpId)}.png`;
}
