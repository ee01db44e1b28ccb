/** The e-mail channel's settings (`SMTP_URL`, `MAIL_FROM`); without `SMTP_URL` there is no e-mail. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  smtpUrl: string;
  /** The sender, e.g. `价迹 <alerts@example.com>`; its domain also names our Message-IDs. */
  from: string;
}

/** The domain of a sender's address (`价迹 <alerts@example.com>` → `example.com`), if it has one. */
export function senderDomain(from: string): string | undefined {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  return /^[^@\s<>]+@([^@\s<>]+)$/.exec(address.trim())?.[1];
}

/**
 * Reads the e-mail settings: undefined when `SMTP_URL` is unset (the channel is off), otherwise the
 * settings or an error message instead of throwing so config.ts decides. The URL is never quoted
 * back, since it carries the SMTP password.
 */
export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig | string | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    return 'SMTP_URL 应形如 smtp://用户名:密码@主机:587 或 smtps://用户名:密码@主机:465';
  }
  const from = env.MAIL_FROM?.trim();
  if (!from) return '设置了 SMTP_URL 时还需要设置 MAIL_FROM（如 价迹 <alerts@example.com>）';
  if (!senderDomain(from)) {
    return `MAIL_FROM 需要包含发件地址（如 价迹 <alerts@example.com>），收到 "${from}"`;
  }
  return { smtpUrl, from };
}
