import { describe, expect, it } from 'vitest';
import { LISTED_PAGES, isUnlistedPath } from './indexing.js';
import { matchSitePath } from './sitePaths.js';

describe('isUnlistedPath', () => {
  it('keeps the personal area, sign-in, extension frames and the API out', () => {
    const paths = [
      '/mine',
      '/mine/collection',
      '/user_login',
      '/user/register',
      '/ext/trend',
      '/jd_enhance',
      '/api/health',
      '/m/qr_confirm',
    ];
    expect(paths.filter((path) => !isUnlistedPath(path))).toEqual([]);
  });

  it('lets the public pages in, also those that only start alike', () => {
    const paths = ['/home', '/crc64/dp100-3', '/mineral', '/trend/100-3.html', '/us/about'];
    expect(paths.filter(isUnlistedPath)).toEqual([]);
  });
});

describe('LISTED_PAGES', () => {
  it('are site pages that are not kept out', () => {
    expect(LISTED_PAGES.filter((path) => matchSitePath(path) !== 'ok')).toEqual([]);
    expect(LISTED_PAGES.filter(isUnlistedPath)).toEqual([]);
  });
});
