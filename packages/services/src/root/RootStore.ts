import type { AlertsApiClient } from '../alerts/alertTypes';
import { NO_PUSH_DEVICE, type PushDevice } from '../alerts/pushDevice';
import type { PricesApiClient } from '../api/priceTypes';
import { lazyDealsApi } from '../deals/lazyDealsApi';
import type { DealsApiClient } from '../deals/dealTypes';
import type { PromotionsApiClient } from '../promotions/promotionTypes';
import { ErrorStore } from '../errors/ErrorStore';
import type { HttpClient } from '../http/HttpClient';
import type { IdentityApiClient } from '../login/identityTypes';
import { lazyIdentityApi } from '../login/lazyIdentityApi';
import { browserLoginEnvironment, type LoginEnvironment } from '../login/loginEnvironment';
import { LoginStore } from '../login/LoginStore';
import { navigateTo } from '../navigation/navigateTo';
import { lazyPersonalClients } from '../personal/lazyPersonalClients';
import type { PersonalApiClient } from '../personal/personalTypes';
import type { NavigateOptions, Navigator } from '../navigation/Navigator';
import type { RankingsApiClient } from '../rankings/rankingTypes';
import type { SuggestionApiClient } from '../suggestion/suggestionTypes';
import { HistoryPrefetch } from './HistoryPrefetch';
import {
  lazyAiApi,
  lazyCommentsApi,
  lazyCommunityApi,
  lazyDealPostsApi,
  lazyPromotionsApi,
  lazyRankingsApi,
  lazySuggestionApi,
} from './lazyClients';
import { ViewStores } from './ViewStores';
import type { AiApiClient } from '../ai/aiTypes';
import type { CommunityApiClient } from '../community/communityTypes';
import type { DealPostsApiClient } from '../dealPosts/dealPostTypes';
import type { CommentsApiClient } from '../comments/commentTypes';

/** Key-value storage with the `localStorage` shape; fakes use a Map. */
export interface KeyValueStorage {
  /** Reads a value, `null` when missing. */
  getItem(key: string): string | null;
  /** Writes a value. */
  setItem(key: string, value: string): void;
  /** Deletes a value. */
  removeItem(key: string): void;
}

/** Everything the stores need from the outside world. */
export interface RootStoreDependencies {
  /** The HTTP client (the real `Http` or a fake). */
  readonly http: HttpClient;
  /** The price API (real or fake). */
  readonly prices: PricesApiClient;
  /** The deals API (`/home/discount`); the real one over `http` by default, its code loaded on first use. */
  readonly deals?: DealsApiClient;
  /** The promotions API (`/promotion`); the real one over `http` by default, its code loaded on first use. */
  readonly promotions?: PromotionsApiClient;
  /** The rankings API (`/rank_list`); the real one over `http` by default, its code loaded on first use. */
  readonly rankings?: RankingsApiClient;
  /** The identity API; the real one over `http` by default, its code loaded on first use. */
  readonly identity?: IdentityApiClient;
  /** The personal area's API (watch list, 价保, credits); the real one over `http` by default, its code loaded on first use. */
  readonly personal?: PersonalApiClient;
  /** The notice centre's and alert settings' API; the real one over `http` by default, its code loaded on first use. */
  readonly alerts?: AlertsApiClient;
  /** The feedback API; the real one over `http` by default, its code loaded on first use. */
  readonly suggestions?: SuggestionApiClient;
  /** The 晒单, reviews and moderation API; the real one over `http` by default, loaded on first use. */
  readonly community?: CommunityApiClient;
  /** The 好价 posts API; the real one over `http` by default, its code loaded on first use. */
  readonly dealPosts?: DealPostsApiClient;
  /** The comments API; the real one over `http` by default, its code loaded on first use. */
  readonly comments?: CommentsApiClient;
  /** The AI answers API (a stream over `fetch`); the real one by default, loaded on first use. */
  readonly ai?: AiApiClient;
  /** Browser storage (local storage in the app, a Map-backed fake in tests). */
  readonly storage: KeyValueStorage;
  /** Storage of this tab only (session storage in the app); `storage` when not given. */
  readonly tabStorage?: KeyValueStorage;
  /** Clock in epoch milliseconds. */
  readonly now: () => number;
  /** How the page moves. */
  readonly navigate: Navigator;
  /** The site's origin, for the same-origin check; relative paths only when unknown. */
  readonly origin?: string;
  /** The origin the site is published at (canonical links, Open Graph); `origin` when not given. */
  readonly publicOrigin?: string;
  /** The browser as the login flows see it; the real one by default. */
  readonly loginEnvironment?: LoginEnvironment;
  /** This browser's Web Push, which signing out ends; none by default (stories, tests). */
  readonly pushDevice?: PushDevice;
}

/** The API clients, the domain stores and the history prefetch; see `createRootStore`. */
export class RootStore {
  /** The HTTP client every API class uses. */
  readonly http: HttpClient;
  /** The price API. */
  readonly prices: PricesApiClient;
  /** The deals API. */
  readonly deals: DealsApiClient;
  /** The promotions API. */
  readonly promotions: PromotionsApiClient;
  /** The rankings API. */
  readonly rankings: RankingsApiClient;
  /** The identity API. */
  readonly identity: IdentityApiClient;
  /** The personal area's API. */
  readonly personal: PersonalApiClient;
  /** The notice centre's and alert settings' API. */
  readonly alerts: AlertsApiClient;
  /** The feedback API. */
  readonly suggestions: SuggestionApiClient;
  /** The 晒单, reviews and moderation API. */
  readonly community: CommunityApiClient;
  /** The 好价 posts API. */
  readonly dealPosts: DealPostsApiClient;
  /** The comments API. */
  readonly comments: CommentsApiClient;
  /** The AI answers API. */
  readonly ai: AiApiClient;
  /** Browser storage. */
  readonly storage: KeyValueStorage;
  /** Storage of this tab only: what must survive a reload but not reach other tabs. */
  readonly tabStorage: KeyValueStorage;
  /** Clock in epoch milliseconds. */
  readonly now: () => number;
  /** The browser as the login flows see it. */
  readonly loginEnvironment: LoginEnvironment;
  /** This browser's Web Push. */
  readonly pushDevice: PushDevice;
  /** The global error. */
  readonly errors: ErrorStore;
  /** The signed-in user and the login modal (behaviour.md §3 login store). */
  readonly login: LoginStore;
  /** A product's answers asked for before its history page's code arrives. */
  readonly historyPrefetch: HistoryPrefetch;
  /** Every view store a page shows, built here for the route's loader and the page alike. */
  readonly views: ViewStores<RootStore>;

  /** The site's public origin (canonical links, Open Graph); undefined in stories and tests. */
  readonly publicOrigin: string | undefined;

  private readonly navigator: Navigator;
  private readonly origin: string | undefined;

  constructor(dependencies: RootStoreDependencies) {
    this.http = dependencies.http;
    this.prices = dependencies.prices;
    this.deals = dependencies.deals ?? lazyDealsApi(dependencies.http);
    this.promotions = dependencies.promotions ?? lazyPromotionsApi(dependencies.http);
    this.rankings = dependencies.rankings ?? lazyRankingsApi(dependencies.http);
    this.identity = dependencies.identity ?? lazyIdentityApi(dependencies.http);
    const personalClients = lazyPersonalClients(dependencies.http);
    this.personal = dependencies.personal ?? personalClients.personal;
    this.alerts = dependencies.alerts ?? personalClients.alerts;
    this.suggestions = dependencies.suggestions ?? lazySuggestionApi(dependencies.http);
    this.community = dependencies.community ?? lazyCommunityApi(dependencies.http);
    this.dealPosts = dependencies.dealPosts ?? lazyDealPostsApi(dependencies.http);
    this.comments = dependencies.comments ?? lazyCommentsApi(dependencies.http);
    this.ai = dependencies.ai ?? lazyAiApi((...args) => fetch(...args));
    this.storage = dependencies.storage;
    this.tabStorage = dependencies.tabStorage ?? dependencies.storage;
    this.now = dependencies.now;
    this.loginEnvironment = dependencies.loginEnvironment ?? browserLoginEnvironment();
    this.pushDevice = dependencies.pushDevice ?? NO_PUSH_DEVICE;
    this.navigator = dependencies.navigate;
    this.origin = dependencies.origin;
    this.publicOrigin = dependencies.publicOrigin ?? dependencies.origin;
    this.errors = new ErrorStore(this);
    this.login = new LoginStore(this, this.identity);
    this.historyPrefetch = new HistoryPrefetch(this.prices);
    this.views = new ViewStores(this);
  }

  /** Guarded navigation; throws the spec's errors for rejected URLs. */
  readonly navigateTo = (url: string, options: NavigateOptions = {}): void => {
    navigateTo(this.navigator, url, { ...options, origin: this.origin });
  };
}

/** Builds a fresh root store; call it once per app, story or test. */
export function createRootStore(dependencies: RootStoreDependencies): RootStore {
  return new RootStore(dependencies);
}
