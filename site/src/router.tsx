import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dpIdFromSegment } from '@pricetrail/pages';
import { RouteError } from './routes/RouteError';
import { rejectUnknownRoute, validateRoute } from './routes/validate';
import { AppShell, RootLayout, type LayoutName } from './shell/AppShell';

function layout(name: LayoutName, children: RouteObject[]): RouteObject {
  return {
    id: `layout-${name}`,
    element: <AppShell layout={name} />,
    errorElement: <RouteError />,
    children,
  };
}

const history = () => import('./routes/history');
const us = () => import('./routes/us');

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
        layout('extensiontop', [
          {
            path: 'home',
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
        ]),
        layout('homeheadnav', [
          {
            path: 'trend',
            lazy: () => import('./routes/trend').then((m) => ({ Component: m.TrendRoute })),
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
        layout('default', [{ path: '*', loader: rejectUnknownRoute }]),
      ],
    },
  ];
}
