import { SITE_ROUTES, routerPattern, type SiteRouteName } from '@pricetrail/core';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dpIdFromSegment, preloadPriceChart } from '@pricetrail/pages';
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

// The chart's code loads beside the page's, not before the page can show its header.
const history = () => {
  preloadPriceChart();
  return import('./routes/history');
};
const us = () => import('./routes/us');
const user = () => import('./routes/user');
const account = () => import('./routes/account');
const category = () => import('./routes/category');

// Paths come from core's route table; the table and this router are checked against each other
// and against the spec's routes (routeTable.browser.test.tsx).
const at = (name: SiteRouteName): string => routerPattern(SITE_ROUTES[name]);

/** What the route table needs from the app. */
export interface RouteHooks {
  /** Starts loading a product while its page code loads. */
  prefetchProduct: (dpId: string) => void;
}

/** The site's route table; layouts are parent routes, pages load lazily, parameters are checked. */
export function createRoutes(hooks: RouteHooks): RouteObject[] {
  const productLoader = (args: LoaderFunctionArgs): null => {
    validateRoute(args);
    if (args.params.dpid) hooks.prefetchProduct(dpIdFromSegment(args.params.dpid));
    return null;
  };
  return [
    {
      element: <RootLayout />,
      children: [
        { path: at('root'), loader: () => redirect(at('home')) },
        extensionTopLayout([
          {
            path: at('home'),
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: at('category'),
            loader: validateRoute,
            lazy: () => category().then((m) => ({ Component: m.CategoryRoute })),
          },
        ]),
        layout('homeheadnav', [
          {
            path: at('trend'),
            lazy: () => import('./routes/trend').then((m) => ({ Component: m.TrendRoute })),
          },
          {
            path: at('userLogin'),
            lazy: () => user().then((m) => ({ Component: m.UserLoginRoute })),
          },
          {
            path: at('userRegister'),
            lazy: () => user().then((m) => ({ Component: m.UserRegisterRoute })),
          },
          {
            path: at('register'),
            lazy: () => user().then((m) => ({ Component: m.UserRegisterRoute })),
          },
          {
            path: at('forgotPassword'),
            lazy: () => user().then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: at('privacyPolicy'),
            lazy: () => user().then((m) => ({ Component: m.PrivacyPolicyRoute })),
          },
          {
            path: at('accountSettings'),
            lazy: () => account().then((m) => ({ Component: m.AccountSettingsRoute })),
          },
          {
            path: at('setPassword'),
            lazy: () => account().then((m) => ({ Component: m.SetPasswordRoute })),
          },
        ]),
        layout('historypriceheader', [
          {
            path: at('historyOfUrl'),
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: at('history'),
            loader: productLoader,
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: at('productHome'),
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: at('productList'),
            lazy: () => category().then((m) => ({ Component: m.CategoryRoute })),
          },
          {
            path: at('product'),
            loader: productLoader,
            children: [
              { index: true, lazy: () => history().then((m) => ({ Component: m.ProductRoute })) },
              {
                path: at('productTrend'),
                lazy: () => history().then((m) => ({ Component: m.ProductRoute })),
              },
              {
                path: at('whereBuy'),
                lazy: () => history().then((m) => ({ Component: m.WhereBuyRoute })),
              },
              {
                path: at('productDesc'),
                lazy: () => history().then((m) => ({ Component: m.DescRoute })),
              },
            ],
          },
        ]),
        layout('secondnav', [
          { path: at('us'), loader: () => redirect(at('usAbout')) },
          { path: at('usAbout'), lazy: () => us().then((m) => ({ Component: m.AboutRoute })) },
          { path: at('usContact'), lazy: () => us().then((m) => ({ Component: m.ContactRoute })) },
          { path: at('usJobs'), lazy: () => us().then((m) => ({ Component: m.JobsRoute })) },
        ]),
        layout('default', [
          {
            path: at('middleQr'),
            lazy: () => import('./routes/middleQr').then((m) => ({ Component: m.MiddleQrRoute })),
          },
          {
            path: at('qrConfirm'),
            lazy: () => import('./routes/qrConfirm').then((m) => ({ Component: m.QrConfirmRoute })),
          },
          { path: '*', loader: rejectUnknownRoute },
        ]),
      ],
    },
  ];
}
