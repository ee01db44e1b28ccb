import { describe, expect, it } from 'vitest';
import { routerPattern, sitePath } from './routePath.js';
import { matchSitePath } from './sitePaths.js';
import { SITE_ROUTE_PATTERNS, SPEC_ROUTES_NOT_BUILT } from './siteRoutes.js';

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
      '/ext/trend',
      '/mine/setting',
      '/mine/setting_password',
      '/mine/notice',
      '/promotion',
      '/promotion/12',
      '/promotion/activity',
      '/promotion/coupon',
      '/promotion/lowest',
    ];
    expect(paths.filter((path) => matchSitePath(path) !== 'ok')).toEqual([]);
  });

  it('says invalid when a parameter check fails', () => {
    expect(matchSitePath('/crc64/dpnot-a-dpid')).toBe('invalid');
    expect(matchSitePath('/crc64/dp12-99999/where_buy')).toBe('invalid');
    expect(matchSitePath('/trend/abc.html')).toBe('invalid');
    expect(matchSitePath('/home/%E4%B8%AD')).toBe('invalid');
    expect(matchSitePath('/promotion/abc')).toBe('invalid');
  });

  it('says unknown when no pattern fits', () => {
    expect(matchSitePath('/no/such/page')).toBe('unknown');
    expect(matchSitePath('/crc64/x1-3')).toBe('unknown');
    expect(matchSitePath('/us/about/more')).toBe('unknown');
    expect(matchSitePath('/m')).toBe('unknown');
  });

  it('says page for a built spec route', () => {
    expect(matchSitePath('/rank_list')).toBe('ok');
    expect(matchSitePath('/zhi/detail/12')).toBe('ok');
    expect(matchSitePath('/app/comment')).toBe('ok');
  });

  it('leaves no spec route without a page', () => {
    expect(SPEC_ROUTES_NOT_BUILT).toEqual([]);
  });

  it('lists every pattern once', () => {
    expect(new Set(SITE_ROUTE_PATTERNS).size).toBe(SITE_ROUTE_PATTERNS.length);
  });
});

describe('sitePath', () => {
  it('fills the parameters, encoded, keeping their prefix and suffix', () => {
    expect(sitePath('/home')).toBe('/home');
    expect(sitePath('/crc64/dp:dpid/where_buy', { dpid: '100012043978-3' })).toBe(
      '/crc64/dp100012043978-3/where_buy',
    );
    expect(sitePath('/trend/:dpid.html', { dpid: '100012043978-3' })).toBe(
      '/trend/100012043978-3.html',
    );
    expect(sitePath('/home/:class', { class: 'a/b' })).toBe('/home/a%2Fb');
  });
});

describe('routerPattern', () => {
  it('makes each parameter a whole segment', () => {
    expect(routerPattern('/')).toBe('/');
    expect(routerPattern('/crc64/dp:dpid')).toBe('/crc64/:dpid');
    expect(routerPattern('/trend/:dpid.html')).toBe('/trend/:dpid');
    expect(routerPattern('/home/:class')).toBe('/home/:class');
    expect(routerPattern('/static_page/privacy_policy.html')).toBe(
      '/static_page/privacy_policy.html',
    );
  });
});
