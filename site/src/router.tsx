import { routerPattern, type SiteRoute } from '@pricetrail/core';
import type { RootStore } from '@pricetrail/services';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dpIdFromSegment, preloadProductData } from '@pricetrail/pages';
import { LazyRouteError } from './routes/LazyRouteError';
import {
  routeModule,
  routeObjectOf,
  type RouteExport,
  type RouteHandle,
  type RouteModule,
} from './routes/routeModule';
import { rejectUnknownRoute, validateRoute } from './routes/validate';
import { AppShell, RootLayout, type LayoutName } from './shell/AppShell';

/** A route's `lazy`: loads a route module and takes its route `name` (page and loader). */
function lazyRoute(root: RootStore) {
  return <M extends Record<K, RouteExport>, K extends keyof M & string>(
      module: RouteModule<M>,
      name: K,
    ) =>
    () =>
      module.load().then((loaded) => ({
        ...routeObjectOf(loaded[name], root),
        handle: { preload: module.sources } satisfies RouteHandle,
      }));
}

/**
 * A route whose path parameters are checked by its own loader while its page (with what the page
 * loads) is fetched: react-router takes a route's loader from its definition or from its lazy
 * module, not both, so the page is the route's index child.
 */
function checkedRoute(
  pattern: SiteRoute,
  lazy: RouteObject['lazy'],
  check: (args: LoaderFunctionArgs) => null = validateRoute(pattern),
): RouteObject {
  return { path: routerPattern(pattern), loader: check, children: [{ index: true, lazy }] };
}

function layout(name: LayoutName, children: RouteObject[]): RouteObject {
  return {
    id: `layout-${name}`,
    element: <AppShell layout={name} />,
    errorElement: (
      <AppShell layout={name}>
        <LazyRouteError />
      </AppShell>
    ),
    children,
  };
}

// Only these pages show the extension invitation: its code (browser detection, installers) loads
// beside theirs before the first render, instead of sitting in every page's entry.
function extensionTopLayout(children: RouteObject[]): RouteObject {
  return {
    id: 'layout-extensiontop',
    lazy: () =>
      import('./shell/ExtensionBanner').then(({ ExtensionBanner }) => ({
        element: <AppShell layout="extensiontop" banner={<ExtensionBanner />} />,
        handle: { preload: ['src/shell/ExtensionBanner.tsx'] } satisfies RouteHandle,
      })),
    errorElement: (
      <AppShell layout="extensiontop">
        <LazyRouteError />
      </AppShell>
    ),
    children,
  };
}

// The code showing the product's data loads beside the page's, not before the page can show its header.
const history = routeModule(
  () => {
    preloadProductData();
    return import('./routes/history');
  },
  'src/routes/history.tsx',
  '../packages/pages/src/common/productDataModule.ts',
);
const home = routeModule(() => import('./routes/home'), 'src/routes/home.tsx');
const discount = routeModule(() => import('./routes/discount'), 'src/routes/discount.tsx');
const rankList = routeModule(() => import('./routes/rankList'), 'src/routes/rankList.tsx');
const trend = routeModule(() => import('./routes/trend'), 'src/routes/trend.tsx');
const shaidan = routeModule(() => import('./routes/shaidan'), 'src/routes/shaidan.tsx');
const questions = routeModule(() => import('./routes/questions'), 'src/routes/questions.tsx');
const middleQr = routeModule(() => import('./routes/middleQr'), 'src/routes/middleQr.tsx');
const qrConfirm = routeModule(() => import('./routes/qrConfirm'), 'src/routes/qrConfirm.tsx');
const us = routeModule(() => import('./routes/us'), 'src/routes/us.tsx');
const user = routeModule(() => import('./routes/user'), 'src/routes/user.tsx');
const account = routeModule(() => import('./routes/account'), 'src/routes/account.tsx');
const category = routeModule(() => import('./routes/category'), 'src/routes/category.tsx');
const ai = routeModule(() => import('./routes/ai'), 'src/routes/ai.tsx');
const mine = routeModule(() => import('./routes/mine'), 'src/routes/mine.tsx');
const extension = routeModule(() => import('./routes/extension'), 'src/routes/extension.tsx');
const promotions = routeModule(() => import('./routes/promotions'), 'src/routes/promotions.tsx');
const dealPosts = routeModule(() => import('./routes/dealPosts'), 'src/routes/dealPosts.tsx');
// What visitors tell us (comments, feedback): one chunk, one entry in the route table's imports.
const appVoices = routeModule(() => import('./routes/appVoices'), 'src/routes/appVoices.tsx');
// Framed by the extension, loaded through the history chunk (which holds what they share).
const jdEnhance = routeModule(
  () => history.load().then((m) => m.loadJdEnhance()),
  'src/routes/jdEnhance.tsx',
);
const extTrend = routeModule(
  () => history.load().then((m) => m.loadExtTrend()),
  'src/routes/extTrend.tsx',
);

/**
 * The site's router over one root store (one per page request on the server, one per page load in
 * the browser); layouts are parent routes, pages load lazily with what they load before rendering,
 * parameters are checked. Paths come from core's route table, checked against it and the spec
 * (routeTable.browser.test.tsx).
 */
export function createRoutes(root: RootStore): RouteObject[] {
  const page = lazyRoute(root);
  // The product's answers are asked for while its page code loads.
  const productLoader = (pattern: SiteRoute) => (args: LoaderFunctionArgs) => {
    validateRoute(pattern)(args);
    if (args.params.dpid) root.historyPrefetch.start(dpIdFromSegment(args.params.dpid));
    return null;
  };
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/' satisfies SiteRoute, loader: () => redirect('/home' satisfies SiteRoute) },
        extensionTopLayout([
          {
            path: '/home' satisfies SiteRoute,
            lazy: page(home, 'HomeRoute'),
          },
          checkedRoute('/home/:class', page(category, 'CategoryRoute')),
          {
            path: '/home/discount' satisfies SiteRoute,
            lazy: page(discount, 'DiscountRoute'),
          },
          checkedRoute('/home/discount/:class', page(discount, 'DiscountRoute')),
          {
            path: '/promotion' satisfies SiteRoute,
            lazy: page(promotions, 'PromotionsRoute'),
          },
          {
            path: '/promotion/activity' satisfies SiteRoute,
            lazy: page(promotions, 'ActivityRoute'),
          },
          {
            path: '/promotion/coupon' satisfies SiteRoute,
            lazy: page(promotions, 'CouponRoute'),
          },
          {
            path: '/promotion/lowest' satisfies SiteRoute,
            lazy: page(promotions, 'LowestRoute'),
          },
          checkedRoute('/promotion/:id', page(promotions, 'PromotionRoute')),
          {
            path: '/rank_list' satisfies SiteRoute,
            lazy: page(rankList, 'RankListRoute'),
          },
        ]),
        layout('homeheadnav', [
          {
            path: '/trend' satisfies SiteRoute,
            lazy: page(trend, 'TrendRoute'),
          },
          {
            path: '/ext/ai_rate' satisfies SiteRoute,
            lazy: page(ai, 'AiRateRoute'),
          },
          {
            path: '/ext/ai_compare' satisfies SiteRoute,
            lazy: page(ai, 'AiCompareRoute'),
          },
          {
            path: '/shaidan' satisfies SiteRoute,
            lazy: page(shaidan, 'ShaidanRoute'),
          },
          {
            path: '/zhi/baoliao' satisfies SiteRoute,
            lazy: page(dealPosts, 'BaoliaoRoute'),
          },
          checkedRoute('/zhi/detail/:id', page(dealPosts, 'DealPostRoute')),
          {
            path: '/app/extension' satisfies SiteRoute,
            lazy: page(extension, 'ExtensionRoute'),
          },
          {
            path: '/user_login' satisfies SiteRoute,
            lazy: page(user, 'UserLoginRoute'),
          },
          {
            path: '/user_register' satisfies SiteRoute,
            lazy: page(user, 'UserRegisterRoute'),
          },
          {
            path: '/user/register' satisfies SiteRoute,
            lazy: page(user, 'UserRegisterRoute'),
          },
          {
            path: '/user/forgot_pwd' satisfies SiteRoute,
            lazy: page(user, 'ForgotPasswordRoute'),
          },
          {
            path: '/static_page/privacy_policy.html' satisfies SiteRoute,
            lazy: page(user, 'PrivacyPolicyRoute'),
          },
          {
            path: '/mine' satisfies SiteRoute,
            loader: () => redirect('/mine/collection' satisfies SiteRoute),
          },
          {
            path: '/mine/collection' satisfies SiteRoute,
            lazy: page(mine, 'CollectionRoute'),
          },
          {
            path: '/mine/price_protect' satisfies SiteRoute,
            lazy: page(mine, 'ProtectRoute'),
          },
          {
            path: '/mine/credit' satisfies SiteRoute,
            lazy: page(mine, 'CreditRoute'),
          },
          {
            path: '/mine/follow' satisfies SiteRoute,
            lazy: page(mine, 'FollowRoute'),
          },
          {
            path: '/mine/moderation' satisfies SiteRoute,
            lazy: page(mine, 'ModerationRoute'),
          },
          {
            path: '/mine/notice' satisfies SiteRoute,
            lazy: page(mine, 'NoticeRoute'),
          },
          {
            path: '/mine/setting' satisfies SiteRoute,
            lazy: page(account, 'AccountSettingsRoute'),
          },
          {
            path: '/mine/setting_password' satisfies SiteRoute,
            lazy: page(account, 'SetPasswordRoute'),
          },
        ]),
        layout('historypriceheader', [
          {
            path: '/trend/history' satisfies SiteRoute,
            lazy: page(history, 'HistoryRoute'),
          },
          checkedRoute(
            '/trend/:dpid.html',
            page(history, 'HistoryRoute'),
            productLoader('/trend/:dpid.html'),
          ),
          {
            path: '/crc64' satisfies SiteRoute,
            lazy: page(history, 'HistoryRoute'),
          },
          {
            path: '/crc64/list' satisfies SiteRoute,
            lazy: page(category, 'CategoryRoute'),
          },
          {
            path: routerPattern('/crc64/dp:dpid'),
            loader: productLoader('/crc64/dp:dpid'),
            children: [
              { index: true, lazy: page(history, 'ProductRoute') },
              {
                path: routerPattern('/crc64/dp:dpid/trend'),
                lazy: page(history, 'ProductRoute'),
              },
              {
                path: routerPattern('/crc64/dp:dpid/where_buy'),
                lazy: page(history, 'WhereBuyRoute'),
              },
              {
                path: routerPattern('/crc64/dp:dpid/desc'),
                lazy: page(history, 'DescRoute'),
              },
              {
                path: routerPattern('/crc64/dp:dpid/reviews'),
                lazy: page(history, 'ReviewsRoute'),
              },
            ],
          },
        ]),
        layout('secondnav', [
          {
            path: '/us' satisfies SiteRoute,
            loader: () => redirect('/us/about' satisfies SiteRoute),
          },
          {
            path: '/us/about' satisfies SiteRoute,
            lazy: page(us, 'AboutRoute'),
          },
          {
            path: '/us/contact' satisfies SiteRoute,
            lazy: page(us, 'ContactRoute'),
          },
          {
            path: '/us/zhaopin' satisfies SiteRoute,
            lazy: page(us, 'JobsRoute'),
          },
        ]),
        layout('ext-jd', [
          {
            path: '/ext/jd_rank' satisfies SiteRoute,
            lazy: page(extension, 'JdRankRoute'),
          },
          {
            path: '/jd_enhance' satisfies SiteRoute,
            lazy: page(jdEnhance, 'JdEnhanceRoute'),
          },
        ]),
        // Made to sit in the extension's frame on a store page: nothing around the page.
        layout('extensionlayout', [
          {
            path: '/ext/trend' satisfies SiteRoute,
            lazy: page(extTrend, 'ExtTrendRoute'),
          },
        ]),
        // App pages read on a computer: the footer's QR code opens the same page on the phone.
        layout('footerbarcode', [
          {
            path: '/app/questions' satisfies SiteRoute,
            lazy: page(questions, 'QuestionsRoute'),
          },
        ]),
        // The product QR landing page is already read on the phone: no code of itself.
        layout('default', [
          {
            path: '/app/comment' satisfies SiteRoute,
            lazy: page(appVoices, 'AppCommentRoute'),
          },
          {
            path: '/app/suggestion' satisfies SiteRoute,
            lazy: page(appVoices, 'SuggestionRoute'),
          },
          {
            path: '/product/middle_qr' satisfies SiteRoute,
            lazy: page(middleQr, 'MiddleQrRoute'),
          },
          {
            path: '/m/qr_confirm' satisfies SiteRoute,
            lazy: page(qrConfirm, 'QrConfirmRoute'),
          },
          // The loader always throws; the error view renders (no element of its own).
          { path: '*', loader: rejectUnknownRoute, element: null },
        ]),
      ],
    },
  ];
}
