import { ScaleClient, type Answer } from './client.js';
import { openQrSocket } from './qrSocket.js';

type IdentityAnswer = Answer<{ code: number; msg: string; data?: Record<string, unknown> }>;

function refusal(step: string, answer: IdentityAnswer): string | undefined {
  if (answer.status === 200 && answer.body?.code === 1) return undefined;
  return `${step}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
}

/**
 * Signs `browser` up (or in) with an SMS code: asks for the code, reads it from the console
 * sender's loopback test hook on whichever instance sent it (`instances`), and posts it to the
 * capi callback. Answers why it failed, or undefined once the session cookie is set.
 */
export async function smsSignIn(
  browser: ScaleClient,
  phone: string,
  instances: readonly string[],
): Promise<string | undefined> {
  const asked = (await browser.post('/UserHelper/SmsCode', {
    phone,
    tag: 'login',
  })) as IdentityAnswer;
  const askRefusal = refusal('SmsCode', asked);
  if (askRefusal) return askRefusal;
  let code: string | undefined;
  for (const base of instances) {
    const hook = new ScaleClient(base, '', '127.0.0.1');
    const found = await hook.get<{ code?: string }>(`/__test/sms/${phone}`).catch(() => undefined);
    if (found?.status === 200) code = found.body?.code;
  }
  if (!code) return 'SMS code on no instance';
  const capi = String(asked.body?.data?.capi);
  return refusal('capi', (await browser.post(capi, { code }, false)) as IdentityAnswer);
}

/** Where each side of one QR sign-in talks to. */
export interface QrRoute {
  /** The waiting browser: its code, socket and redemption. */
  browserBase: string;
  /** The signed-in phone that scans and confirms. */
  phone: ScaleClient;
}

/**
 * One QR sign-in: a new browser asks for a code and waits on `/sck` at `browserBase`; `phone`
 * scans and confirms wherever it points; the browser redeems the pushed token and ends signed
 * in (checked with `/User/Detail`). Answers why it failed, or undefined.
 */
export async function qrSignIn(
  route: QrRoute,
  siteOrigin: string,
  ip: string,
): Promise<string | undefined> {
  const browser = new ScaleClient(route.browserBase, siteOrigin, ip);
  const code = (await browser.get(
    '/helper/QrCode',
    { event: 'scanLogin' },
    true,
  )) as IdentityAnswer;
  const codeRefusal = refusal('QrCode', code);
  if (codeRefusal) return codeRefusal;
  const tid = String(code.body?.data?.id);
  const socket = await openQrSocket(route.browserBase, browser, siteOrigin, tid);
  try {
    const first = await socket.next();
    if (first.msg !== 'Success') return `socket: ${JSON.stringify(first)}`;
    const scanned = (await route.phone.post('/helper/QrScan', { tid })) as IdentityAnswer;
    const scanRefusal = refusal('QrScan', scanned);
    if (scanRefusal) return scanRefusal;
    const confirmed = (await route.phone.post('/helper/QrConfirm', { tid })) as IdentityAnswer;
    const confirmRefusal = refusal('QrConfirm', confirmed);
    if (confirmRefusal) return confirmRefusal;
    let frame = await socket.next();
    if (frame.msg === 'LoginConnected') frame = await socket.next();
    const token = frame.data?.token;
    if (frame.msg !== 'LoginSuccess' || !token) return `socket: ${JSON.stringify(frame)}`;
    const redeemed = (await browser.post('/helper/QrLogin', { token })) as IdentityAnswer;
    const redeemRefusal = refusal('QrLogin', redeemed);
    if (redeemRefusal) return redeemRefusal;
    return refusal('Detail', (await browser.get('/User/Detail', {}, true)) as IdentityAnswer);
  } finally {
    socket.close();
  }
}
