import { RouterLinkProvider } from '@pricetrail/pages';
import { HomeHeadNav, OfflineNotice, SiteFooter } from '@pricetrail/ui';
import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { StyledMain, StyledShell } from './AppShell.styles';
import { GlobalErrorBar } from './GlobalErrorBar';
import { LoginModalHost } from './LoginModalHost';
import { UserCornerHost } from './UserCornerHost';
import { useIsOnline } from './useIsOnline';

// Only the footerbarcode pages show it: its code and styles stay out of every other page's entry.
const PageBarcode = lazy(() =>
  import('./PageBarcode').then(({ PageBarcode }) => ({ default: PageBarcode })),
);

/** The site's layouts (behaviour.md §2); 'default' is the plain one. */
export type LayoutName =
  | 'default'
  | 'homeheadnav'
  | 'historypriceheader'
  | 'secondnav'
  | 'footerbarcode'
  | 'extensiontop'
  | 'extensionlayout'
  | 'ext-jd';

const COPYRIGHT_YEAR = 2026;

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Which layout this parent route is. */
  layout: LayoutName;
  /** Shown above the header: the extensiontop layout's extension invitation. */
  banner?: ReactNode;
  /** Shown instead of the routed page: the route's error view (a 404 keeps the site around it). */
  children?: ReactNode;
}

/**
 * A layout route: header and footer around the routed page, per layout name. The footerbarcode
 * layout's footer carries the page's own QR code, to go on reading it on a phone.
 */
export function AppShell({ layout, banner, children }: AppShellProps) {
  const { pathname, search } = useLocation();
  const isBare = layout === 'extensionlayout' || layout === 'ext-jd';
  const isOnline = useIsOnline();
  return (
    <RouterLinkProvider>
      <StyledShell data-testid="app-shell" data-layout={layout}>
        {banner}
        {isBare ? null : <HomeHeadNav activePath={pathname} user={<UserCornerHost />} />}
        {isOnline ? null : <OfflineNotice />}
        <GlobalErrorBar />
        <StyledMain>{children ?? <Outlet />}</StyledMain>
        {isBare ? null : (
          <SiteFooter
            year={COPYRIGHT_YEAR}
            aside={
              layout === 'footerbarcode' ? (
                <Suspense fallback={null}>
                  <PageBarcode path={`${pathname}${search}`} />
                </Suspense>
              ) : undefined
            }
          />
        )}
        <LoginModalHost />
      </StyledShell>
    </RouterLinkProvider>
  );
}

/** The root route: scroll to top on a change, the saved position on back, the hash anchor if any. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
