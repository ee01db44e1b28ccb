import type { SmsSender } from '../identity/sms/sender.js';

/** Test sender: records every send instead of delivering; `failing` makes sends reject. */
export class RecordingSmsSender implements SmsSender {
  /** Every (phone, code) sent, oldest first. */
  readonly sent: { phone: string; code: string }[] = [];
  /** When true, `send` rejects like a refusing provider. */
  failing = false;

  /** Records the send (or rejects when `failing`). */
  send(phone: string, code: string): Promise<void> {
    if (this.failing) return Promise.reject(new Error('provider refused'));
    this.sent.push({ phone, code });
    return Promise.resolve();
  }

  /** The last code sent to `phone`. */
  lastCode(phone: string): string {
    const found = this.sent.findLast((s) => s.phone === phone);
    if (!found) throw new Error(`no SMS sent to ${phone}`);
    return found.code;
  }
}
