import { flow, makeAutoObservable } from 'mobx';
import type { IdentityAnswer, IdentityApiClient, QrCodeData } from './identityTypes';
import type { LoginEnvironment, QrSocket, TimerHandle } from './loginEnvironment';
import { readQrSocketMessage } from './qrSocketMessage';

/** Spec §4 QR statuses (the numbers the UI kit's `QR_STATUS` uses). */
export const QR_LOGIN_STATUS = {
  idle: 0,
  loaded: 1,
  loadError: -1,
  uploaded: 2,
  uploadError: -2,
  expired: -3,
  scanned: 4,
} as const;

/** One of the {@link QR_LOGIN_STATUS} numbers. */
export type QrLoginStatus = (typeof QR_LOGIN_STATUS)[keyof typeof QR_LOGIN_STATUS];

/** Spec §9: how often the code's lifetime is checked. */
export const QR_EXPIRY_CHECK_MS = 10_000;

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
  /** Called once with the session data when the phone confirms. */
  readonly onConfirmed: (data: Readonly<Record<string, unknown>>) => void;
}

/** Spec §4 QR flow: fetch a code, register it on `/sck`, follow the phone's scan and confirm. */
export class QrLoginStore {
  /** Where the QR login stands. */
  status: QrLoginStatus = QR_LOGIN_STATUS.idle;
  /** The code picture as a data URL. */
  qrImgStr: string | undefined = undefined;

  private tid: string | undefined = undefined;
  private expiresAt = 0;
  private isActive = false;
  private socket: QrSocket | undefined = undefined;
  private expiryTimer: TimerHandle | undefined = undefined;
  private reopenTimer: TimerHandle | undefined = undefined;
  private generation = 0;

  constructor(private readonly dependencies: QrLoginDependencies) {
    makeAutoObservable<this, 'dependencies'>(this, { dependencies: false }, { autoBind: true });
  }

  /** Fetches a fresh code and waits for the phone; also the '点击刷新' action. */
  start = flow(function* (this: QrLoginStore) {
    this.stopTimers();
    this.isActive = true;
    this.generation += 1;
    const generation = this.generation;
    this.status = QR_LOGIN_STATUS.idle;
    this.tid = undefined;
    this.openSocket();
    let answer: IdentityAnswer<QrCodeData> | undefined;
    try {
      answer = (yield this.dependencies.api.qrCode()) as IdentityAnswer<QrCodeData>;
    } catch {
      answer = undefined;
    }
    // A stop() or a newer start() while the code was on its way wins.
    if (generation !== this.generation || !this.isActive) return;
    const data = answer?.code === 1 ? answer.data : undefined;
    if (!data?.id || !data.qrImgStr) {
      this.status = QR_LOGIN_STATUS.loadError;
      return;
    }
    this.tid = String(data.id);
    this.qrImgStr = data.qrImgStr;
    this.expiresAt = this.dependencies.now() + Number(data.expired) * 1000;
    this.status = QR_LOGIN_STATUS.loaded;
    this.register();
    this.expiryTimer = this.dependencies.environment.every(QR_EXPIRY_CHECK_MS, this.checkExpiry);
  });

  /** Stops waiting: closes the socket and the timers (tab switched away, modal closed). */
  stop(): void {
    this.isActive = false;
    this.generation += 1;
    this.stopTimers();
    this.socket?.close();
    this.socket = undefined;
  }

  /** Marks the code expired once its lifetime has passed. */
  checkExpiry(): void {
    if (this.isWaiting && this.dependencies.now() >= this.expiresAt) this.expire();
  }

  private get isWaiting(): boolean {
    const { loaded, uploaded, scanned } = QR_LOGIN_STATUS;
    return this.status === loaded || this.status === uploaded || this.status === scanned;
  }

  private expire(): void {
    this.status = QR_LOGIN_STATUS.expired;
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

  /** Sends the waiting code's id; on a reopened socket this registers it again. */
  private register(): void {
    if (!this.tid || !this.isWaiting) return;
    this.socket?.send(JSON.stringify({ action: 'QrCodeLogin', msg: { tid: this.tid } }));
  }

  private handleMessage(text: string): void {
    if (!this.isWaiting) return;
    const event = readQrSocketMessage(text);
    if (event.kind === 'registered' && this.status === QR_LOGIN_STATUS.loaded) {
      this.status = QR_LOGIN_STATUS.uploaded;
    } else if (event.kind === 'scanned') {
      this.status = QR_LOGIN_STATUS.scanned;
    } else if (event.kind === 'rejected') {
      this.expire();
    } else if (event.kind === 'confirmed') {
      this.stop();
      this.dependencies.onConfirmed(event.data);
    }
  }

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
