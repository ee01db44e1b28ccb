import { MSG_QR_EXPIRED } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { AuthenticationRequiredError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { IdentityAnswer, IdentityApiClient, QrScanData } from '../login/identityTypes';

/**
 * Where the phone's confirm page stands: reading the code, waiting for the phone user to sign in,
 * asking them, or done (confirmed, refused, expired); `failed` when the code could not be read.
 */
export type QrConfirmState =
  'loading' | 'signIn' | 'asking' | 'confirmed' | 'refused' | 'expired' | 'failed';

/** The phone's side of QR sign-in (`/m/qr_confirm?tid=`): scan, then confirm or refuse. */
export class QrConfirmStore {
  /** Where the page stands. */
  state: QrConfirmState = 'loading';
  /** The waiting browser's name, once scanned. */
  browser = '';
  /** The waiting browser's IP address, once scanned. */
  ip = '';
  /** A confirm or refuse call is on its way: the buttons ignore clicks. */
  isBusy = false;
  /** Why the last call failed ('网络异常' or the server's line); null when none. */
  error: string | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: IdentityApiClient,
    /** The code's id from the QR address; null when the address has none. */
    private readonly tid: string | null,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'tid'>(
      this,
      { root: false, api: false, tid: false },
      { autoBind: true },
    );
  }

  /** Tells the server the code was scanned and learns who asks; a visitor is asked to sign in. */
  scan = flow(function* (this: QrConfirmStore) {
    if (!this.tid) {
      this.state = 'expired';
      return;
    }
    this.state = 'loading';
    this.error = null;
    try {
      const answer = (yield this.api.qrScan(this.tid)) as IdentityAnswer<QrScanData>;
      if (answer.code !== 1 || !answer.data) {
        this.state = 'expired';
        return;
      }
      this.browser = answer.data.browser;
      this.ip = answer.data.ip;
      this.state = 'asking';
    } catch (error) {
      if (error instanceof AuthenticationRequiredError) {
        this.state = 'signIn';
      } else {
        this.state = 'failed';
        this.error = failureMessage(error);
      }
    }
  });

  /** Lets the waiting browser in. */
  confirm(): Promise<void> {
    return this.decide((tid) => this.api.qrConfirm(tid), 'confirmed');
  }

  /** Turns the sign-in down; the browser is told and offers a fresh code. */
  refuse(): Promise<void> {
    return this.decide((tid) => this.api.qrRefuse(tid), 'refused');
  }

  private decide = flow(function* (
    this: QrConfirmStore,
    call: (tid: string) => Promise<IdentityAnswer>,
    outcome: 'confirmed' | 'refused',
  ) {
    if (this.isBusy || this.state !== 'asking' || !this.tid) return;
    this.isBusy = true;
    this.error = null;
    try {
      const answer = (yield call(this.tid)) as IdentityAnswer;
      if (answer.code === 1) this.state = outcome;
      else if (!answer.msg || answer.msg === MSG_QR_EXPIRED) this.state = 'expired';
      else this.error = answer.msg;
    } catch (error) {
      // The session may have ended meanwhile; anything else leaves the question open for a retry.
      if (error instanceof AuthenticationRequiredError) this.state = 'signIn';
      else this.error = failureMessage(error);
    } finally {
      this.isBusy = false;
    }
  });
}

/** The phone's confirmation of the QR code `tid` (null when the address has none); fresh per page. */
export const qrConfirmView = viewKind(
  'qrConfirm',
  (root: RootStore, tid: string | null) => new QrConfirmStore(root, root.identity, tid),
);
