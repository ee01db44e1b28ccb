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
        { path: '/', loader: () => redirect('/home') },
        extensionTopLayout([
          {
            path: 'home',
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: 'home/:class',
            loader: validateRoute,
            lazy: () => category().then((m) => ({ Component: m.CategoryRoute })),
          },
        ]),
        layout('homeheadnav', [
          {
            path: 'trend',
            lazy: () => import('./routes/trend').then((m) => ({ Component: m.TrendRoute })),
          },
          { path: 'user_login', lazy: () => user().then((m) => ({ Component: m.UserLoginRoute })) },
          {
            path: 'user_register',
            lazy: () => user().then((m) => ({ Component: m.UserRegisterRoute })),
          },
          {
            path: 'user/register',
            lazy: () => user().then((m) => ({ Component: m.UserRegisterRoute })),
          },
          {
            path: 'user/forgot_pwd',
            lazy: () => user().then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: 'static_page/privacy_policy.html',
            lazy: () => user().then((m) => ({ Component: m.PrivacyPolicyRoute })),
          },
          {
            path: 'mine/setting',
            lazy: () => account().then((m) => ({ Component: m.AccountSettingsRoute })),
          },
          {
            path: 'mine/setting_password',
            lazy: () => account().then((m) => ({ Component: m.SetPasswordRoute })),
          },
        ]),
        layout('historypriceheader', [
          {
            path: 'trend/history',
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: 'trend/:dpid',
            loader: productLoader,
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: 'crc64',
            lazy: () => history().then((m) => ({ Component: m.HistoryRoute })),
          },
          {
            path: 'crc64/list',
            lazy: () => category().then((m) => ({ Component: m.CategoryRoute })),
          },
          {
            path: 'crc64/:dpid',
            loader: productLoader,
            children: [
              { index: true, lazy: () => history().then((m) => ({ Component: m.ProductRoute })) },
              { path: 'trend', lazy: () => history().then((m) => ({ Component: m.ProductRoute })) },
              {
                path: 'where_buy',
                lazy: () => history().then((m) => ({ Component: m.WhereBuyRoute })),
              },
              { path: 'desc', lazy: () => history().then((m) => ({ Component: m.DescRoute })) },
            ],
          },
        ]),
        layout('secondnav', [
          { path: 'us', loader: () => redirect('/us/about') },
          { path: 'us/about', lazy: () => us().then((m) => ({ Component: m.AboutRoute })) },
          { path: 'us/contact', lazy: () => us().then((m) => ({ Component: m.ContactRoute })) },
          { path: 'us/zhaopin', lazy: () => us().then((m) => ({ Component: m.JobsRoute })) },
        ]),
        layout('default', [
          {
            path: 'product/middle_qr',
            lazy: () => import('./routes/middleQr').then((m) => ({ Component: m.MiddleQrRoute })),
          },
          {
            path: 'm/qr_confirm',
            lazy: () => import('./routes/qrConfirm').then((m) => ({ Component: m.QrConfirmRoute })),
          },
          { path: '*', loader: rejectUnknownRoute },
        ]),
      ],
    },
  ];
}
