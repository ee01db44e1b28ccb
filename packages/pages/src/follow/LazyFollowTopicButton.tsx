import { lazyPart } from '../common/lazyPart';

/** {@link FollowTopicButton} whose code and store load after the page's own (the product page). */
export const LazyFollowTopicButton = lazyPart(
  'followTopic',
  () => import('./FollowTopicButton'),
  (module) => module.FollowTopicButton,
);
