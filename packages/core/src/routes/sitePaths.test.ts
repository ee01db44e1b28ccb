import { describe, expect, it } from 'vitest';
import { SITE_ROUTE_PATTERNS, matchSitePath, routerPattern, sitePath } from './sitePaths.js';
import { SITE_ROUTES } from './siteRoutes.js';

describe('matchSitePath', () => {
  it('accepts the routes that have a page, with valid parameters', () => {
    const paths = [
      '/',
      '/home',
      '/home/',
      '/home/digital',
      '/trend',
      '/trend/history',
      '/trend/100012043978-3.html',
      '/crc64',
      '/crc64/list',
      '/crc64/dp100012043978-3',
      '/crc64/dp100012043978-3/where_buy',
      '/crc64/dpB0C1234567-1/desc',
      '/us/about',
      '/product/middle_qr',
      '/m/qr_confirm',
      '/mine/setting',
      '/mine/setting_password',
    ];
    expect(paths.filter((path) => matchSitePath(path) !== 'ok')).toEqual([]);
  });

  it('says invalid when a parameter check fails', () => {
    expect(matchSitePath('/crc64/dpnot-a-dpid')).toBe('invalid');
    expect(matchSitePath('/crc64/dp12-99999/where_buy')).toBe('invalid');
    expect(matchSitePath('/trend/abc.html')).toBe('invalid');
    expect(matchSitePath('/home/%E4%B8%AD')).toBe('invalid');
  });

  it('says unknown when no pattern fits', () => {
    expect(matchSitePath('/no/such/page')).toBe('unknown');
    expect(matchSitePath('/crc64/x1-3')).toBe('unknown');
    expect(matchSitePath('/us/about/more')).toBe('unknown');
    expect(matchSitePath('/m')).toBe('unknown');
  });

  it('says unknown for spec routes that have no page yet', () => {
    const withoutPage = ['/promotion/12', '/mine/collection', '/crc64/dp100012043978-3/reviews'];
    expect(withoutPage.map(matchSitePath)).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('lists every pattern once', () => {
    const patterns = SITE_ROUTE_PATTERNS.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('sitePath', () => {
  it('fills the parameters, encoded, keeping their prefix and suffix', () => {
    expect(sitePath(SITE_ROUTES.home)).toBe('/home');
    expect(sitePath(SITE_ROUTES.whereBuy, { dpid: '100012043978-3' })).toBe(
      '/crc64/dp100012043978-3/where_buy',
    );
    expect(sitePath(SITE_ROUTES.history, { dpid: '100012043978-3' })).toBe(
      '/trend/100012043978-3.html',
    );
    expect(sitePath(SITE_ROUTES.category, { class: 'a/b' })).toBe('/home/a%2Fb');
  });
});

describe('routerPattern', () => {
  it('makes each parameter a whole segment', () => {
    expect(routerPattern(SITE_ROUTES.root)).toBe('/');
    expect(routerPattern(SITE_ROUTES.product)).toBe('/crc64/:dpid');
    expect(routerPattern(SITE_ROUTES.history)).toBe('/trend/:dpid');
    expect(routerPattern(SITE_ROUTES.category)).toBe('/home/:class');
    expect(routerPattern(SITE_ROUTES.privacyPolicy)).toBe('/static_page/privacy_policy.html');
  });
});
