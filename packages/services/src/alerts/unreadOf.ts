import type { RootStore } from '../root/RootStore';
import { UnreadCount } from './UnreadCount';

const counts = new WeakMap<RootStore, UnreadCount>();

/**
 * The root's unread count, made on first use, so the header's bell and the notice page show one
 * number. It is kept beside the root rather than in it: the root's code is in every page's entry,
 * which has no room for it (docs/benchmarks.md).
 */
export function unreadOf(root: RootStore): UnreadCount {
  let count = counts.get(root);
  if (!count) {
    count = new UnreadCount(root, root.alerts);
    counts.set(root, count);
  }
  return count;
}
