import { SITE_ROUTE_PATTERNS, SPEC_ROUTES_NOT_BUILT, routerPattern } from '@pricetrail/core';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestRootStore } from '@pricetrail/services/testing';
import { createRoutes } from './router';

// Behaviour.md §2, "Screens and routes" and "Other pages referenced", in the route table's pattern form.
const SPEC_ROUTES = [
  '/',
  '/app/comment',
  '/app/extension',
  '/app/questions',
  '/app/suggestion',
  '/crc64',
  '/crc64/list',
  '/crc64/dp:dpid',
  '/crc64/dp:dpid/where_buy',
  '/crc64/dp:dpid/trend',
  '/crc64/dp:dpid/desc',
  '/crc64/dp:dpid/reviews',
  '/ext/ai_compare',
  '/ext/ai_rate',
  '/ext/jd_rank',
  '/jd_enhance',
  '/home',
  '/home/:class',
  '/home/discount',
  '/home/discount/:class',
  '/mine',
  '/mine/collection',
  '/mine/credit',
  '/mine/price_protect',
  '/mine/setting',
  '/mine/setting_password',
  '/product/middle_qr',
  '/promotion',
  '/promotion/:id',
  '/promotion/activity',
  '/promotion/coupon',
  '/promotion/lowest',
  '/rank_list',
  '/shaidan',
  '/trend',
  '/trend/history',
  '/trend/:dpid.html',
  '/us',
  '/us/about',
  '/us/contact',
  '/us/zhaopin',
  '/zhi/detail/:id',
  '/static_page/privacy_policy.html',
  '/user/register',
  '/user/forgot_pwd',
  '/user_login',
  '/user_register',
];

/** Every path the router answers with a page or a redirect, in router syntax (the catch-all aside). */
function routedPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined || route.path.startsWith('/')
        ? (route.path ?? parent)
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined || route.index ? [path] : [];
    return [...own, ...routedPaths(route.children ?? [], path)].filter((p) => p !== '/*');
  });
}

const routed = new Set(routedPaths(createRoutes(createTestRootStore())));
const table = SITE_ROUTE_PATTERNS;

describe('the route table', () => {
  it('has every spec route either routed or listed as not built yet', () => {
    const isRouted = (pattern: string) =>
      table.some((route) => route === pattern && routed.has(routerPattern(route)));
    const missing = SPEC_ROUTES.filter(
      (pattern) => !isRouted(pattern) && !SPEC_ROUTES_NOT_BUILT.includes(pattern),
    );
    expect(missing).toEqual([]);
  });

  it('routes exactly the routes it lists as built', () => {
    const listed = new Set(table.map(routerPattern));
    expect([...routed].filter((path) => !listed.has(path))).toEqual([]);
    expect([...listed].filter((path) => !routed.has(path))).toEqual([]);
  });

  it('lists no route both as built and as not built', () => {
    const built = new Set<string>(table);
    expect(SPEC_ROUTES_NOT_BUILT.filter((pattern) => built.has(pattern))).toEqual([]);
  });
});
