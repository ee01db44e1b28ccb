/** What the e-mail links' landing (`/mine/notice?email=…`) says, and how. */
export interface EmailLinkMessage {
  /** The toast's kind. */
  readonly variant: 'success' | 'error' | 'info';
  /** The line. */
  readonly text: string;
}

const MESSAGES: Readonly<Record<string, EmailLinkMessage>> = {
  verified: { variant: 'success', text: '邮箱已验证，降价提醒会发到这个邮箱' },
  invalid: { variant: 'error', text: '验证链接无效或已过期，请在下方重新发送验证邮件' },
  unsubscribed: { variant: 'info', text: '已退订邮件提醒，随时可以在下方重新开启' },
};

/** The message for the server's `?email=` after an e-mail link (verified, invalid, unsubscribed). */
export function emailLinkMessage(value: string | null): EmailLinkMessage | null {
  return (value && MESSAGES[value]) || null;
}
