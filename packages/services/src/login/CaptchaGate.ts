import { makeAutoObservable } from 'mobx';

/** A captcha challenge in the way of a request: its page, and what to do once it is solved. */
export class CaptchaGate {
  /** Address of the captcha page while a challenge is open. */
  link: string | null = null;

  private retry: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'retry'>(this, { retry: false }, { autoBind: true });
  }

  /** Opens a challenge; `retry`, if any, runs once it is solved. */
  require(link: string, retry?: () => void): void {
    this.link = link;
    this.retry = retry ?? null;
  }

  /** The captcha page posted 'success': close it and repeat the request. */
  solved(): void {
    const retry = this.retry;
    this.dismiss();
    retry?.();
  }

  /** Closes the challenge without repeating anything. */
  dismiss(): void {
    this.link = null;
    this.retry = null;
  }
}
