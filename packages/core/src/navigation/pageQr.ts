/** Where the server draws the QR code of one of the site's own pages, as an SVG image. */
export const PAGE_QR_PATH = '/api/qr.svg';

/** The longest page address (path and query) a QR code is drawn for. */
export const PAGE_QR_MAX_PATH = 512;

// One leading '/' (not '//' or '/\', which browsers read as another host), then printable ASCII
// only: a browser's `pathname + search` is already percent-encoded.
const OWN_PAGE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/** Whether `path` names a page of our own site: one leading '/', printable ASCII, not too long. */
export function isOwnPagePath(path: string): boolean {
  return path.length <= PAGE_QR_MAX_PATH && OWN_PAGE_PATH.test(path);
}

/** The image address of the QR code that opens `path` (e.g. '/app/questions') on a phone. */
export function pageQrSrc(path: string): string {
  return `${PAGE_QR_PATH}?path=${encodeURIComponent(path)}`;
}
