import { ExtensionPage, JdRankPage } from '@pricetrail/pages';

/** `/app/extension`. */
export function ExtensionRoute() {
  return <ExtensionPage />;
}

/** `/ext/jd_rank`. */
export function JdRankRoute() {
  return <JdRankPage />;
}
