import { flow, makeAutoObservable } from 'mobx';
import type { PushDevice } from '../alerts/pushDevice';
import type { NavigateOptions } from '../navigation/Navigator';
import type {
  CollectionCounts,
  IdentityApiClient,
  ProtectionCounts,
  SocialLink,
  SocialType,
  UserInfo,
} from './identityTypes';
import { SOCIAL_TYPES, UNION_TYPE } from './identityTypes';
import { userFacts } from './userFacts';
import { signOutHere } from './signOutHere';
import type { LoginEnvironment } from './loginEnvironment';

/** Cookies whose presence means a session may exist (the token itself is HttpOnly, behaviour.md §3/§9). */
export const SESSION_COOKIES = ['GWD_USER_TOKEN', 'plt_uid'] as const;

const NO_COLLECTION: CollectionCounts = { all: 0, reduces: 0 };
const NO_PROTECTION: ProtectionCounts = { valid: 0, expired: 0 };

/** What the login store needs from the root store. */
export interface LoginStoreRoot {
  /** The page's cookies, address and reload. */
  readonly loginEnvironment: LoginEnvironment;
  /** Guarded navigation. */
  readonly navigateTo: (url: string, options?: NavigateOptions) => void;
  /** This browser's push subscription, ended with the session. */
  readonly pushDevice: PushDevice;
}

/**
 * Behaviour.md §3 login store: the signed-in user and what the header and settings show of them.
 * It owns no sign-in screen: those (`new SignInStore(root, api)`, `new PasswordResetStore(root,
 * api)`) are built by the modal and the login pages, so the shell loads without their code.
 */
export class LoginStore {
  /** The signed-in user, or null for a visitor. */
  userInfo: UserInfo | null = null;
  /** Collection counts {all, reduces}. */
  collection: CollectionCounts = NO_COLLECTION;
  /** Price-protection counts {valid, expired}. */
  protection: ProtectionCounts = NO_PROTECTION;
  /** The bound phone, masked `138*****678`; '' when none. */
  phone = '';
  /** The bound e-mail; '' when none. */
  email = '';
  /** Whether QQ is bound. */
  qq = false;
  /** Whether WeChat is bound. */
  wechat = false;
  /** Whether Weibo is bound. */
  weibo = false;
  /** Authorize addresses for binding each platform (settings page). */
  bindLinks: readonly SocialLink[] = [];
  /** Authorize addresses for signing in with each platform; null url = not configured. */
  loginLinks: readonly SocialLink[] = [];
  /** Behaviour.md §2: the login modal shows while this is on. */
  isModalVisible = false;
  /** Where a login page sends the browser after sign-in; null elsewhere (the page reloads). */
  redirectAfterSignIn: string | null = null;

  private isLoadingUser = false;
  private hasUserAnswer = false;
  private areCountsRequested = false;

  constructor(
    private readonly root: LoginStoreRoot,
    /** The identity calls, shared with the sign-in screens. */
    readonly api: IdentityApiClient,
  ) {
    makeAutoObservable<this, 'root'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** Whether a user is signed in. */
  get isSignedIn(): boolean {
    return this.userInfo !== null;
  }

  /** Social platforms not configured on the server (shown as unavailable). */
  get unavailableSocial(): readonly SocialType[] {
    return this.loginLinks.filter((link) => link.url === null).map((link) => link.utype);
  }

  /** Behaviour.md §6: fetches the user on load when a session cookie exists and userInfo is empty. */
  restore(): Promise<void> {
    return this.hasSessionCookie() && !this.userInfo ? this.loadUser() : Promise.resolve();
  }

  /**
   * A session cookie says a user may be signed in and `/User/Detail` has not answered yet: the
   * header shows neither 登录 nor a menu until it has.
   */
  get isUserPending(): boolean {
    return this.userInfo === null && !this.hasUserAnswer && this.hasSessionCookie();
  }

  /** Whether a session cookie says a user may be signed in (the user is not loaded yet). */
  hasSessionCookie(): boolean {
    return SESSION_COOKIES.some((name) => Boolean(this.root.loginEnvironment.readCookie(name)));
  }

  /** Loads the user (`/User/Detail`); the counts wait for {@link LoginStore.loadCounts}. */
  loadUser = flow(function* (this: LoginStore) {
    if (this.isLoadingUser) return;
    this.isLoadingUser = true;
    try {
      this.setUser((yield this.api.detail().catch(() => null)) as UserInfo | null);
    } finally {
      this.isLoadingUser = false;
    }
  });

  /**
   * Loads the collection and protection counts once per signed-in user, when something shows
   * them (the user menu, the mine pages): not on every page load; `isFresh` asks again after the
   * watch list or the orders changed. Each may fail alone (the last counts stay).
   */
  loadCounts = flow(function* (this: LoginStore, isFresh = false) {
    if (!this.userInfo || (this.areCountsRequested && !isFresh)) return;
    this.areCountsRequested = true;
    const [collection, protection] = (yield Promise.allSettled([
      this.api.collectionCounts(),
      this.api.protectionCounts(),
    ])) as [PromiseSettledResult<CollectionCounts>, PromiseSettledResult<ProtectionCounts>];
    if (collection.status === 'fulfilled') this.collection = collection.value;
    if (protection.status === 'fulfilled') this.protection = protection.value;
  });

  private setUser(user: UserInfo | null): void {
    const facts = userFacts(user);
    this.userInfo = user;
    this.hasUserAnswer = true;
    this.phone = facts.phone;
    this.email = facts.email;
    this.qq = facts.bound[UNION_TYPE.qq];
    this.wechat = facts.bound[UNION_TYPE.wechat];
    this.weibo = facts.bound[UNION_TYPE.weibo];
    if (!user) {
      this.collection = NO_COLLECTION;
      this.protection = NO_PROTECTION;
      this.areCountsRequested = false;
    }
  }

  /** Shows the login modal. */
  openModal(): void {
    this.isModalVisible = true;
  }

  /** Hides the login modal. */
  closeModal(): void {
    this.isModalVisible = false;
  }

  /** A login page says where to go after sign-in (its `safeRedirect` target); null on leaving. */
  setRedirectAfterSignIn(target: string | null): void {
    this.redirectAfterSignIn = target;
  }

  /** Behaviour.md §2: on a login page go to its target (with the user loaded), anywhere else reload. */
  completeSignIn = flow(function* (this: LoginStore) {
    this.isModalVisible = false;
    const target = this.redirectAfterSignIn;
    if (target === null) {
      this.root.loginEnvironment.reload();
      return;
    }
    yield this.loadUser();
    this.root.navigateTo(target, { replace: true });
  });

  /** Asks which platforms can sign in, for the unavailable marks (addresses are fetched per click). */
  loadLoginLinks = flow(function* (this: LoginStore) {
    this.loginLinks = (yield this.fetchLinks(false)) as SocialLink[];
  });

  /** Fetches the binding addresses for the settings page. */
  loadBindLinks = flow(function* (this: LoginStore) {
    this.bindLinks = (yield this.fetchLinks(true)) as SocialLink[];
  });

  private fetchLinks(isBind: boolean): Promise<SocialLink[]> {
    const referer = this.referer();
    return Promise.all(
      SOCIAL_TYPES.map(async (utype) => ({
        utype,
        url: await this.api.authorize({ utype, referer, isBind }).catch(() => null),
      })),
    );
  }

  /** Sends the browser to the platform's authorize page; null when it is unavailable. */
  socialSignIn = flow(function* (this: LoginStore, utype: SocialType) {
    // A fresh address per click: the server binds its OAuth `state` to this very request.
    const url = (yield this.api
      .authorize({ utype, referer: this.referer(), isBind: false })
      .catch(() => null)) as string | null;
    if (url) this.root.navigateTo(url, { external: true });
    return url;
  });

  /** Where the platform sends the browser back to: the login page's target, else this page. */
  private referer(): string {
    return this.redirectAfterSignIn ?? this.root.loginEnvironment.currentPath();
  }

  /** Signs out: ends the session on the server, forgets the user and reloads. */
  signOut = flow(function* (this: LoginStore) {
    yield signOutHere(this.api, this.root.pushDevice).catch(() => undefined);
    this.setUser(null);
    this.root.loginEnvironment.reload();
  });
}
