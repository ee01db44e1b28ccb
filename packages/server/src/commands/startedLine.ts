/**
 * The one plain line `serve` prints among its JSON log once it listens: the address to open, and,
 * while codes are only logged (the console SMS sender), where a sign-in code shows up.
 */
export function startedLine(origin: string, smsProvider: 'console' | 'aliyun'): string {
  const codes =
    smsProvider === 'console'
      ? '；登录用的短信验证码不会发出，会出现在下面的日志里（「短信验证码」）'
      : '';
  return `价迹已启动：用浏览器打开 ${origin}${codes}\n`;
}
