import { flow, makeAutoObservable } from 'mobx';
import { AuthenticationRequiredError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type {
  IdentityAnswer,
  IdentityApiClient,
  SocialType,
  UserInfo,
} from '../login/identityTypes';
import { SOCIAL_TYPES, UNION_TYPE } from '../login/identityTypes';
import { boundUnion } from '../login/userFacts';
import { signOutHere } from '../login/signOutHere';
import { mayBeSignedIn } from '../personal/personalStatus';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { MSG_SOCIAL_UNAVAILABLE } from './accountMessages';
import { PasswordChangeStore } from './PasswordChangeStore';
import { PhoneBindingStore } from './PhoneBindingStore';
import { ProfileFieldStore, type ProfileField } from './ProfileFieldStore';

/**
 * Where the account pages stand: reading the user, showing them, no session (go sign in),
 * unreadable, or left on purpose (signed out or deleted: on the way home).
 */
export type AccountStatus = 'loading' | 'ready' | 'signedOut' | 'failed' | 'left';

/** One social platform as the settings page shows it. */
export interface SocialRow {
  /** The platform. */
  readonly utype: SocialType;
  /** Its bound account's name, or null when not bound. */
  readonly boundAs: string | null;
  /** Whether the server can bind it (false: 暂未开通). */
  readonly isAvailable: boolean;
}

/** The signed-in user's account (`/mine/setting…`): read it, keep it fresh, bind, leave, delete. */
export class AccountStore {
  /** Where the page stands. */
  status: AccountStatus = 'loading';
  /** The user as `/User/Detail` last described them. */
  user: UserInfo | null = null;
  /** Why the user could not be read, or why the last account action failed. */
  error: string | null = null;
  /** A sign-out or deletion is on its way. */
  isLeaving = false;

  constructor(
    private readonly root: RootStore,
    /** The identity calls, shared with the forms of these pages. */
    readonly api: IdentityApiClient,
    /** The page the social platforms send the browser back to. */
    private readonly returnPath: string,
  ) {
    makeAutoObservable<this, 'root' | 'returnPath'>(
      this,
      { root: false, api: false, returnPath: false },
      { autoBind: true },
    );
  }

  /** The bound phone, masked `138*****678`; '' when none. */
  get phone(): string {
    return boundUnion(this.user, UNION_TYPE.phone)?.unick ?? '';
  }

  /** Whether the account has a password yet. */
  get hasPassword(): boolean {
    return this.user?.hasPassword ?? false;
  }

  /** The bound e-mail; '' when none. */
  get email(): string {
    return boundUnion(this.user, UNION_TYPE.email)?.unick ?? '';
  }

  /** WeChat, QQ and Weibo, in the login modal's order. */
  get socialRows(): readonly SocialRow[] {
    return SOCIAL_TYPES.map((utype) => {
      const link = this.root.login.bindLinks.find((item) => item.utype === utype);
      return {
        utype,
        boundAs: boundUnion(this.user, utype)?.unick ?? null,
        // Until the server has answered, a platform counts as available.
        isAvailable: link ? link.url !== null : true,
      };
    });
  }

  /** Reads the user (`GET /User/Detail`) and which platforms can be bound. */
  load = flow(function* (this: AccountStore) {
    this.status = 'loading';
    this.error = null;
    // A visitor without a session cookie is signed out at once, with no request the server would refuse.
    if (!mayBeSignedIn(this.root)) {
      this.status = 'signedOut';
      return;
    }
    void this.root.login.loadBindLinks();
    try {
      const user = (yield this.api.detail()) as UserInfo | null;
      this.user = user;
      this.status = user ? 'ready' : 'signedOut';
    } catch (error) {
      this.error = this.fail(error);
    }
  });

  /**
   * Takes a `/User/Modify` success: its `data` is the user as changed (read again when missing),
   * and the header's user is refreshed too.
   */
  accept = flow(function* (this: AccountStore, answer: IdentityAnswer<UserInfo>) {
    const changed = answer.data ?? ((yield this.api.detail()) as UserInfo | null);
    if (changed) this.user = changed;
    yield this.root.login.loadUser();
  });

  /** A call failed: a lost session signs the page out; returns the line to show. */
  fail(error: unknown): string {
    if (error instanceof AuthenticationRequiredError) this.status = 'signedOut';
    else if (this.status === 'loading') this.status = 'failed';
    return failureMessage(error);
  }

  /** Sends the browser to the platform to bind it (`/UserUnion/Authorize?isBind=1`). */
  bindSocial = flow(function* (this: AccountStore, utype: SocialType) {
    this.error = null;
    try {
      // A fresh address per click: the server ties its OAuth `state` to this very request.
      const url = (yield this.api.authorize({
        utype,
        referer: this.returnPath,
        isBind: true,
      })) as string | null;
      if (url) this.root.navigateTo(url, { external: true });
      else this.error = MSG_SOCIAL_UNAVAILABLE;
    } catch (error) {
      this.error = this.fail(error);
    }
  });

  /** A fresh editor of one profile field; `check` refuses a trimmed value, or returns null. */
  profileField(field: ProfileField, check: (value: string) => string | null): ProfileFieldStore {
    return new ProfileFieldStore(this, field, check);
  }

  /** A fresh phone binding dialog (bind a first phone, or change the bound one). */
  phoneBinding(): PhoneBindingStore {
    return new PhoneBindingStore(this);
  }

  /** A fresh password change form. */
  passwordChange(): PasswordChangeStore {
    return new PasswordChangeStore(this);
  }

  /** Ends this session (`POST /User/Logout`) and goes home signed out. */
  signOut(): Promise<void> {
    return this.leave(() => signOutHere(this.api, this.root.pushDevice));
  }

  /** Deletes the account and all its data (`POST /User/Dispose`, ensure=1), then goes home. */
  dispose(): Promise<void> {
    return this.leave(() => this.api.dispose());
  }

  private leave = flow(function* (this: AccountStore, call: () => Promise<IdentityAnswer>) {
    if (this.isLeaving) return;
    this.isLeaving = true;
    this.error = null;
    try {
      const answer = (yield call()) as IdentityAnswer;
      if (answer.code !== 1) {
        this.error = answer.msg || failureMessage(null);
        return;
      }
      this.user = null;
      this.status = 'left';
      yield this.root.login.loadUser();
      this.root.navigateTo('/home', { replace: true });
    } catch (error) {
      this.error = this.fail(error);
    } finally {
      this.isLeaving = false;
    }
  });
}

/** The account settings page, back to `returnPath` after a step away (binding a phone); a fresh one per page. */
export const accountView = viewKind(
  'account',
  (root: RootStore, returnPath: string) => new AccountStore(root, root.identity, returnPath),
);
