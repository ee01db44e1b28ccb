import { homeView, type RootStore } from '@pricetrail/services';

/** The one key of the home page's store. */
export const HOME = 'home';

/** What `/home` loads before it renders, afresh on each visit: the categories and the lists. */
export async function loadHomePage(root: RootStore): Promise<void> {
  await root.views.of(homeView, HOME).refresh();
}
