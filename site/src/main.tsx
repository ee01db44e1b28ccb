import { StrictMode, startTransition } from 'react';
import { loadRenderedParts } from '@pricetrail/pages';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createSiteStore } from './createSiteStore';
import { LiveMarker } from './LiveMarker';
import { readPageState } from './pageState';
import { createRoutes } from './router';
import { routerReady } from './routerReady';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const pageState = readPageState(document);
const { store, releasePageState } = createSiteStore(
  (path, options) => void router.navigate(path, options),
  pageState,
);
const router = createBrowserRouter(createRoutes(store));

// The modal's own links (agreement, registration, forgotten password) lead to other pages; the
// next page loads its own data.
let shownPath = router.state.location.pathname;
router.subscribe(({ location }) => {
  if (location.pathname === shownPath) return;
  shownPath = location.pathname;
  releasePageState();
  store.login.closeModal();
});

const app = (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
      <LiveMarker />
    </AppProviders>
  </StrictMode>
);

// The server rendered the page (ADR 6): take it over once the router holds what the server showed
// and the code of the lazy parts it rendered has arrived. As a transition, hydration yields to the
// browser every few milliseconds instead of holding the main thread for the whole page (the page
// is already readable; a tap meanwhile hydrates its part first).
// `pnpm dev` serves the bare index.html, which the browser renders itself.
if (container.hasChildNodes()) {
  void routerReady(router)
    .then(() => loadRenderedParts(pageState?.lazyParts ?? []))
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}

// Background work runs until the page goes away, or until hot reload replaces this module. Its
// code (the analytics snippet's loader, the visitor-tracking schedule) is not needed to render, so
// it is fetched after the entry rather than carried by every page's initial JavaScript.
const background = new AbortController();
void import('./background/siteFeatures').then(({ startSiteBackgroundWork }) =>
  startSiteBackgroundWork(window, background.signal),
);
import.meta.hot?.dispose(() => background.abort());
