import type { FastifyBaseLogger } from 'fastify';

/** Delivers one SMS code to one mainland mobile number; rejects when the provider refuses. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

/** Development sender: the code goes to the server log (never to a response). */
export class ConsoleSmsSender implements SmsSender {
  private readonly last = new Map<string, string>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Logs the code and remembers it for the test hook. */
  send(phone: string, code: string): Promise<void> {
    this.last.set(phone, code);
    this.log.info({ phone }, `短信验证码（console 发送器）：${code}`);
    return Promise.resolve();
  }

  /** The last code sent to `phone` in this process, for tests and the e2e hook. */
  lastCode(phone: string): string | undefined {
    return this.last.get(phone);
  }
}
