import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { NotFoundRoute } from './routes/NotFoundRoute';

/** The site's route table; layouts are parent routes and pages load lazily. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    element: <AppShell />,
    children: [
      { path: 'home', lazy: () => import('./routes/HomeRoute') },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
