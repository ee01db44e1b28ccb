export { withPage } from './withPage';
export { ShellStandIn } from './ShellStandIn';
export type { PageStory } from './withPage';
export { QQ_ONLY, USER_WITHOUT_PHONE, accountPage } from './accountStories';
export { minePage, noticePage, visitorMinePage } from './mineStories';
export { loadLazyParts } from './loadLazyParts';
