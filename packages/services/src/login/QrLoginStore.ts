import { MSG_QR_EXPIRED, MSG_QR_REFUSED, QR_STATUS, type QrStatus } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from './failureMessage';
import type { IdentityAnswer, IdentityApiClient, QrCodeData } from './identityTypes';
import type { LoginEnvironment, QrSocket, TimerHandle } from './loginEnvironment';
import { readQrSocketMessage } from './qrSocketMessage';
import { LoadTurns } from '../stores/LoadTurns';

/** Behaviour.md §9: how often the code's lifetime is checked. */
export const QR_EXPIRY_CHECK_MS = 10_000;

/** The line shown over the fresh code after the phone said no. */
export const MSG_QR_REFUSED_AGAIN = `${MSG_QR_REFUSED}，可重新扫码`;

/** Wait before reopening a closed socket, so a refusing server is not hammered. */
export const QR_REOPEN_DELAY_MS = 1_000;

/** What the QR flow needs around it. */
export interface QrLoginDependencies {
  /** The identity calls. */
  readonly api: IdentityApiClient;
  /** Socket, timers. */
  readonly environment: LoginEnvironment;
  /** Clock in epoch milliseconds. */
  readonly now: () => number;
  /** Called once the phone confirmed and the token was redeemed: this browser has its cookies. */
  readonly onSignedIn: () => void;
}

/**
 * Behaviour.md §4 QR flow: fetch a code, register it on `/sck`, follow the phone's scan and confirm, then
 * redeem the socket's one-time token with `POST /helper/QrLogin` for this browser's cookies.
 */
export class QrLoginStore {
  /** Where the QR login stands. */
  status: QrStatus = QR_STATUS.idle;
  /** The code picture as a data URL. */
  qrImgStr: string | undefined = undefined;
  /** A line above the code saying what happened (the phone refused, the sign-in failed); null when none. */
  notice: string | null = null;

  private tid: string | undefined = undefined;
  private expiresAt = 0;
  private isActive = false;
  private socket: QrSocket | undefined = undefined;
  private expiryTimer: TimerHandle | undefined = undefined;
  private reopenTimer: TimerHandle | undefined = undefined;
  private readonly turns = new LoadTurns();

  constructor(private readonly dependencies: QrLoginDependencies) {
    makeAutoObservable<this, 'dependencies'>(this, { dependencies: false }, { autoBind: true });
  }

  /** Fetches a fresh code and waits for the phone; also the '点击刷新' action. */
  start(): Promise<void> {
    this.notice = null;
    return this.fetchCode();
  }

  private fetchCode = flow(function* (this: QrLoginStore) {
    this.stopTimers();
    this.isActive = true;
    const isNewest = this.turns.next();
    this.status = QR_STATUS.idle;
    this.tid = undefined;
    this.closeSocket();
    let answer: IdentityAnswer<QrCodeData> | undefined;
    try {
      answer = (yield this.dependencies.api.qrCode()) as IdentityAnswer<QrCodeData>;
    } catch {
      answer = undefined;
    }
    // A stop() or a newer start() while the code was on its way wins.
    if (!isNewest() || !this.isActive) return;
    const data = answer?.code === 1 ? answer.data : undefined;
    if (!data?.id || !data.qrImgStr) {
      this.status = QR_STATUS.loadError;
      return;
    }
    this.tid = String(data.id);
    this.qrImgStr = data.qrImgStr;
    this.expiresAt = this.dependencies.now() + Number(data.expired) * 1000;
    this.status = QR_STATUS.loaded;
    // The server binds the code to this browser by a cookie the code's answer may have just set,
    // and reads it from the socket's handshake: so a fresh socket per code, opened after it.
    this.openSocket();
    this.expiryTimer = this.dependencies.environment.every(QR_EXPIRY_CHECK_MS, this.checkExpiry);
  });

  /** Stops waiting: closes the socket and the timers (tab switched away, modal closed). */
  stop(): void {
    this.notice = null;
    this.halt();
  }

  private halt(): void {
    this.isActive = false;
    this.turns.cancel();
    this.stopTimers();
    this.closeSocket();
  }

  private closeSocket(): void {
    this.socket?.close();
    this.socket = undefined;
  }

  /** Marks the code expired once its lifetime has passed. */
  checkExpiry(): void {
    if (this.isWaiting && this.dependencies.now() >= this.expiresAt) this.expire();
  }

  private get isWaiting(): boolean {
    const { loaded, uploaded, scanned } = QR_STATUS;
    return this.status === loaded || this.status === uploaded || this.status === scanned;
  }

  private expire(): void {
    this.status = QR_STATUS.expired;
    this.tid = undefined;
    this.stopTimers();
  }

  private stopTimers(): void {
    this.expiryTimer?.cancel();
    this.expiryTimer = undefined;
    this.reopenTimer?.cancel();
    this.reopenTimer = undefined;
  }

  private openSocket(): void {
    if (this.socket) return;
    this.socket = this.dependencies.environment.openSocket({
      onOpen: this.register,
      onMessage: this.handleMessage,
      onClose: this.handleClose,
    });
  }

  /** Sends the waiting code's id once the socket is open (again, after a reopen). */
  private register(): void {
    if (!this.tid || !this.isWaiting) return;
    this.socket?.send(JSON.stringify({ action: 'QrCodeLogin', msg: { tid: this.tid } }));
  }

  private handleMessage(text: string): void {
    if (!this.isWaiting) return;
    const event = readQrSocketMessage(text);
    if (event.kind === 'registered' && this.status === QR_STATUS.loaded) {
      this.status = QR_STATUS.uploaded;
    } else if (event.kind === 'scanned') {
      this.notice = null;
      this.status = QR_STATUS.scanned;
    } else if (event.kind === 'rejected' && event.message === MSG_QR_REFUSED) {
      // The shopper may have scanned by mistake: offer a fresh code straight away.
      void this.fetchCode();
      this.notice = MSG_QR_REFUSED_AGAIN;
    } else if (event.kind === 'rejected') {
      this.expire();
    } else if (event.kind === 'confirmed') {
      this.halt();
      void this.redeem(event.token);
    }
  }

  /** Trades the socket's one-time token for this browser's session cookies. */
  private redeem = flow(function* (this: QrLoginStore, token: string) {
    const isNewest = this.turns.current();
    let answer: IdentityAnswer | undefined;
    let failure: unknown = null;
    try {
      answer = (yield this.dependencies.api.qrLogin(token)) as IdentityAnswer;
    } catch (error) {
      failure = error;
    }
    if (!isNewest()) return;
    if (answer?.code === 1) {
      this.dependencies.onSignedIn();
      return;
    }
    this.expire();
    const message = answer?.msg || failureMessage(failure);
    this.notice = message === MSG_QR_EXPIRED ? null : message;
  });

  private handleClose(): void {
    this.socket = undefined;
    if (!this.isActive) return;
    this.reopenTimer?.cancel();
    this.reopenTimer = this.dependencies.environment.after(QR_REOPEN_DELAY_MS, this.reopen);
  }

  private reopen(): void {
    this.reopenTimer = undefined;
    if (this.isActive) this.openSocket();
  }
}
