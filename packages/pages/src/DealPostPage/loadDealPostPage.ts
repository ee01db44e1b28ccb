import { dealPostView, type RootStore } from '@pricetrail/services';
import type { PageLoad } from '../common/pageLoad';

/**
 * What `/zhi/detail/:id` loads before it renders: the post as the viewer may read it (on the
 * server, as a visitor: its HTML is the same for everyone). A post the viewer may not read
 * (unknown, or another's 爆料 under review) is missing.
 */
export async function loadDealPostPage(root: RootStore, id: number): Promise<PageLoad> {
  const store = root.views.of(dealPostView, id);
  await store.ensureLoaded(id);
  return { isMissing: store.status === 'notFound' };
}
