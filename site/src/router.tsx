import { routerPattern, type SiteRoute } from '@pricetrail/core';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dpIdFromSegment, preloadProductData } from '@pricetrail/pages';
import { LazyRouteError } from './routes/LazyRouteError';
import { rejectUnknownRoute, validateRoute } from './routes/validate';
import { AppShell, RootLayout, type LayoutName } from './shell/AppShell';

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
    validateRoute(pattern, args);
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
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: routerPattern('/home/:class'),
            loader: (args) => validateRoute('/home/:class', args),
            lazy: () => category().then((m) => ({ Component: m.CategoryRoute })),
          },
          {
            path: '/home/discount' satisfies SiteRoute,
            lazy: () => import('./routes/discount').then((m) => ({ Component: m.DiscountRoute })),
          },
          {
            path: routerPattern('/home/discount/:class'),
            loader: (args) => validateRoute('/home/discount/:class', args),
            lazy: () => import('./routes/discount').then((m) => ({ Component: m.DiscountRoute })),
          },
          {
            path: '/promotion' satisfies SiteRoute,
            lazy: () => promotions().then((m) => ({ Component: m.PromotionsRoute })),
          },
          {
            path: '/promotion/activity' satisfies SiteRoute,
            lazy: () => promotions().then((m) => ({ Component: m.ActivityRoute })),
          },
          {
            path: '/promotion/coupon' satisfies SiteRoute,
            lazy: () => promotions().then((m) => ({ Component: m.CouponRoute })),
          },
          {
            path: '/promotion/lowest' satisfies SiteRoute,
            lazy: () => promotions().then((m) => ({ Component: m.LowestRoute })),
          },
          {
            path: routerPattern('/promotion/:id'),
            loader: (args) => validateRoute('/promotion/:id', args),
            lazy: () => promotions().then((m) => ({ Component: m.PromotionRoute })),
          },
          {
            path: '/rank_list' satisfies SiteRoute,
            lazy: () => import('./routes/rankList').then((m) => ({ Component: m.RankListRoute })),
          },
        ]),
        layout('homeheadnav', [
          {
            path: '/trend' satisfies SiteRoute,
            lazy: () => import('./routes/trend').then((m) => ({ Component: m.TrendRoute })),
          },
          {
            path: '/ext/ai_rate' satisfies SiteRoute,
            lazy: () => ai().then((m) => ({ Component: m.AiRateRoute })),
          },
          {
            path: '/ext/ai_compare' satisfies SiteRoute,
            lazy: () => ai().then((m) => ({ Component: m.AiCompareRoute })),
          },
          {
            path: '/shaidan' satisfies SiteRoute,
            lazy: () => import('./routes/shaidan').then((m) => ({ Component: m.ShaidanRoute })),
          },
          {
            path: '/zhi/baoliao' satisfies SiteRoute,
            lazy: () => dealPosts().then((m) => ({ Component: m.BaoliaoRoute })),
          },
          {
            path: routerPattern('/zhi/detail/:id'),
            loader: (args) => validateRoute('/zhi/detail/:id', args),
            lazy: () => dealPosts().then((m) => ({ Component: m.DealPostRoute })),
          },
          {
            path: '/app/extension' satisfies SiteRoute,
            lazy: () => extension().then((m) => ({ Component: m.ExtensionRoute })),
          },
          {
            path: '/user_login' satisfies SiteRoute,
            lazy: () => user().then((m) => ({ Component: m.UserLoginRoute })),
          },
          {
            path: '/user_register' satisfies SiteRoute,
            lazy: () => user().then((m) => ({ Component: m.UserRegisterRoute })),
          },
          {
            path: '/user/register' satisfies SiteRoute,
            lazy: () => user().then((m) => ({ Component: m.UserRegisterRoute })),
          },
          {
            path: '/user/forgot_pwd' satisfies SiteRoute,
            lazy: () => user().then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: '/static_page/privacy_policy.html' satisfies SiteRoute,
            lazy: () => user().then((m) => ({ Component: m.PrivacyPolicyRoute })),
          },
          {
            path: '/mine' satisfies SiteRoute,
            loader: () => redirect('/mine/collection' satisfies SiteRoute),
          },
          {
            path: '/mine/collection' satisfies SiteRoute,
            lazy: () => mine().then((m) => ({ Component: m.CollectionRoute })),
          },
          {
            path: '/mine/price_protect' satisfies SiteRoute,
            lazy: () => mine().then((m) => ({ Component: m.ProtectRoute })),
          },
          {
            path: '/mine/credit' satisfies SiteRoute,
            lazy: () => mine().then((m) => ({ Component: m.CreditRoute })),
          },
          {
            path: '/mine/moderation' satisfies SiteRoute,
            lazy: () => mine().then((m) => ({ Component: m.ModerationRoute })),
          },
          {
            path: '/mine/notice' satisfies SiteRoute,
            lazy: () => mine().then((m) => ({ Component: m.NoticeRoute })),
          },
          {
            path: '/mine/setting' satisfies SiteRoute,
            lazy: () => account().then((m) => ({ Component: m.AccountSettingsRoute })),
          },
          {
            path: '/mine/setting_password' satisfies SiteRoute,
            lazy: () => account().then((m) => ({ Component: m.SetPasswordRoute })),
          },
        ]),
        layout('historypriceheader', [
          {
            path: '/trend/history' satisfies SiteRoute,
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: routerPattern('/trend/:dpid.html'),
            loader: productLoader('/trend/:dpid.html'),
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: '/crc64' satisfies SiteRoute,
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: '/crc64/list' satisfies SiteRoute,
            lazy: () => category().then((m) => ({ Component: m.CategoryRoute })),
          },
          {
            path: routerPattern('/crc64/dp:dpid'),
            loader: productLoader('/crc64/dp:dpid'),
            children: [
              { index: true, lazy: () => history().then((m) => ({ Component: m.ProductRoute })) },
              {
                path: routerPattern('/crc64/dp:dpid/trend'),
                lazy: () => history().then((m) => ({ Component: m.ProductRoute })),
              },
              {
                path: routerPattern('/crc64/dp:dpid/where_buy'),
                lazy: () => history().then((m) => ({ Component: m.WhereBuyRoute })),
              },
              {
                path: routerPattern('/crc64/dp:dpid/desc'),
                lazy: () => history().then((m) => ({ Component: m.DescRoute })),
              },
              {
                path: routerPattern('/crc64/dp:dpid/reviews'),
                lazy: () => history().then((m) => ({ Component: m.ReviewsRoute })),
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
            lazy: () => us().then((m) => ({ Component: m.AboutRoute })),
          },
          {
            path: '/us/contact' satisfies SiteRoute,
            lazy: () => us().then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: '/us/zhaopin' satisfies SiteRoute,
            lazy: () => us().then((m) => ({ Component: m.JobsRoute })),
          },
        ]),
        layout('ext-jd', [
          {
            path: '/ext/jd_rank' satisfies SiteRoute,
            lazy: () => extension().then((m) => ({ Component: m.JdRankRoute })),
          },
          {
            path: '/jd_enhance' satisfies SiteRoute,
            lazy: () =>
              history()
                .then((m) => m.loadJdEnhance())
                .then((m) => ({ Component: m.JdEnhanceRoute })),
          },
        ]),
        // App pages read on a computer: the footer's QR code opens the same page on the phone.
        layout('footerbarcode', [
          {
            path: '/app/questions' satisfies SiteRoute,
            lazy: () => import('./routes/questions').then((m) => ({ Component: m.QuestionsRoute })),
          },
        ]),
        // The product QR landing page is already read on the phone: no code of itself.
        layout('default', [
          {
            path: '/app/comment' satisfies SiteRoute,
            lazy: () => appVoices().then((m) => ({ Component: m.AppCommentRoute })),
          },
          {
            path: '/app/suggestion' satisfies SiteRoute,
            lazy: () => appVoices().then((m) => ({ Component: m.SuggestionRoute })),
          },
          {
            path: '/product/middle_qr' satisfies SiteRoute,
            lazy: () => import('./routes/middleQr').then((m) => ({ Component: m.MiddleQrRoute })),
          },
          {
            path: '/m/qr_confirm' satisfies SiteRoute,
            lazy: () => import('./routes/qrConfirm').then((m) => ({ Component: m.QrConfirmRoute })),
          },
          { path: '*', loader: rejectUnknownRoute },
        ]),
      ],
    },
  ];
}
