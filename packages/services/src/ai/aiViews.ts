import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { AiAnswerStore } from './AiAnswerStore';
import { AiProductsStore } from './AiProductsStore';

/** An AI page's streamed answer; each page takes a fresh one and disposes of it when it goes. */
export const aiAnswerView = viewKind('aiAnswer', (root: RootStore) => new AiAnswerStore(root.ai));

/** The products an AI page rates or compares; each page takes a fresh set. */
export const aiProductsView = viewKind(
  'aiProducts',
  (root: RootStore) => new AiProductsStore(root.prices),
);
