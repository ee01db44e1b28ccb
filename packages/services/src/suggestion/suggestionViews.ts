import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { SuggestionStore } from './SuggestionStore';

/** The 意见反馈 form; the page takes a fresh one. */
export const suggestionView = viewKind(
  'suggestion',
  (root: RootStore) => new SuggestionStore(root.suggestions),
);
