import { routerPattern, type SiteRoute } from '@pricetrail/core';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dpIdFromSegment, preloadProductData } from '@pricetrail/pages';
import { LazyRouteError } from './routes/LazyRouteError';
import { rejectUnknownRoute, validateRoute } from './routes/validate';
import { AppShell, RootLayout, type LayoutName } from './shell/AppShell';

/** A route's `lazy`: loads a route module and shows its component `name`. */
function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return () => load().then((module) => ({ Component: module[name] }));
}

function layout(name: LayoutName, children: RouteObject[]): RouteObject {
  return {
    id: `layout-${name}`,
    element: <AppShell layout={name} />,
    errorElement: <LazyRouteError />,
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
      })),
    errorElement: <LazyRouteError />,
    children,
  };
}

// The code showing the product's data loads beside the page's, not before the page can show its header.
const history = () => {
  preloadProductData();
  return import('./routes/history');
};
const us = () => import('./routes/us');
const user = () => import('./routes/user');
const account = () => import('./routes/account');
const category = () => import('./routes/category');
const ai = () => import('./routes/ai');
const mine = () => import('./routes/mine');
const extension = () => import('./routes/extension');
const promotions = () => import('./routes/promotions');
const dealPosts = () => import('./routes/dealPosts');
// What visitors tell us (comments, feedback): one chunk, one entry in the route table's imports.
const appVoices = () => import('./routes/appVoices');

/** What the route table needs from the app. */
export interface RouteHooks {
  /** Starts loading a product while its page code loads. */
  prefetchProduct: (dpId: string) => void;
}

/**
 * The site's router; layouts are parent routes, pages load lazily, parameters are checked. Paths
 * come from core's route table, checked against it and the spec (routeTable.browser.test.tsx).
 */
export function createRoutes(hooks: RouteHooks): RouteObject[] {
  const productLoader = (pattern: SiteRoute) => (args: LoaderFunctionArgs) => {
    validateRoute(pattern)(args);
    if (args.params.dpid) hooks.prefetchProduct(dpIdFromSegment(args.params.dpid));
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
            lazy: page(() => import('./routes/home'), 'HomeRoute'),
          },
          {
            path: routerPattern('/home/:class'),
            loader: validateRoute('/home/:class'),
            lazy: page(category, 'CategoryRoute'),
          },
          {
            path: '/home/discount' satisfies SiteRoute,
            lazy: page(() => import('./routes/discount'), 'DiscountRoute'),
          },
          {
            path: routerPattern('/home/discount/:class'),
            loader: validateRoute('/home/discount/:class'),
            lazy: page(() => import('./routes/discount'), 'DiscountRoute'),
          },
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
          {
            path: routerPattern('/promotion/:id'),
            loader: validateRoute('/promotion/:id'),
            lazy: page(promotions, 'PromotionRoute'),
          },
          {
            path: '/rank_list' satisfies SiteRoute,
            lazy: page(() => import('./routes/rankList'), 'RankListRoute'),
          },
        ]),
        layout('homeheadnav', [
          {
            path: '/trend' satisfies SiteRoute,
            lazy: page(() => import('./routes/trend'), 'TrendRoute'),
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
            lazy: page(() => import('./routes/shaidan'), 'ShaidanRoute'),
          },
          {
            path: '/zhi/baoliao' satisfies SiteRoute,
            lazy: page(dealPosts, 'BaoliaoRoute'),
          },
          {
            path: routerPattern('/zhi/detail/:id'),
            loader: validateRoute('/zhi/detail/:id'),
            lazy: page(dealPosts, 'DealPostRoute'),
          },
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
          {
            path: routerPattern('/trend/:dpid.html'),
            loader: productLoader('/trend/:dpid.html'),
            lazy: page(history, 'HistoryRoute'),
          },
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
            lazy: page(() => history().then((m) => m.loadJdEnhance()), 'JdEnhanceRoute'),
          },
        ]),
        // Made to sit in the extension's frame on a store page: nothing around the page.
        layout('extensionlayout', [
          {
            path: '/ext/trend' satisfies SiteRoute,
            lazy: page(() => history().then((m) => m.loadExtTrend()), 'ExtTrendRoute'),
          },
        ]),
        // App pages read on a computer: the footer's QR code opens the same page on the phone.
        layout('footerbarcode', [
          {
            path: '/app/questions' satisfies SiteRoute,
            lazy: page(() => import('./routes/questions'), 'QuestionsRoute'),
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
            lazy: page(() => import('./routes/middleQr'), 'MiddleQrRoute'),
          },
          {
            path: '/m/qr_confirm' satisfies SiteRoute,
            lazy: page(() => import('./routes/qrConfirm'), 'QrConfirmRoute'),
          },
          // The loader always throws; the error view renders (no element of its own).
          { path: '*', loader: rejectUnknownRoute, element: null },
        ]),
      ],
    },
  ];
}
