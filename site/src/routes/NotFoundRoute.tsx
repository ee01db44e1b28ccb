import { useLocation } from 'react-router-dom';

/** Any path no route matches: the spec's exact 404 text. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <h1>Page not found: {pathname}</h1>;
}
