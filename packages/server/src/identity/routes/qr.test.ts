import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../testing/dialects.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../../testing/identityClient.js';
import { openQrSocket, type TestSocket } from '../../testing/qrSocketClient.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

interface Answer {
  code: number;
  msg: string;
  data?: Record<string, unknown>;
}

describe.each(DIALECTS)('QR sign-in from the phone on %s', (dialect) => {
  let h: IdentityHarness;
  let port: number;
  let seq = 0;
  let browser: IdentityClient;
  let phone: IdentityClient;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await h.app.close();
  });
  beforeEach(async () => {
    seq += 1;
    h.now.value += 7_200;
    browser = new IdentityClient(h);
    phone = new IdentityClient(h);
    await phone.smsLogin(`1861234${String(seq).padStart(4, '0')}`, { ip: `198.51.100.${seq}` });
  });

  async function newCode(who = browser): Promise<string> {
    const answer = (
      await who.get(
        '/helper/QrCode',
        { event: 'scanLogin' },
        { headers: { 'user-agent': CHROME_UA } },
      )
    ).json<Answer>();
    expect(answer).toMatchObject({ code: 1, data: { expired: 120 } });
    return String(answer.data?.id);
  }

  async function socketFor(who: IdentityClient, tid: string): Promise<TestSocket> {
    const socket = await openQrSocket(port, who);
    sockets.push(socket);
    socket.subscribe(tid);
    return socket;
  }

  const phoneCall = (path: string, tid: string, who = phone) =>
    who.post(path, { tid }).then((response) => response.json<Answer>());

  test('scan, LoginConnected, confirm: the waiting browser gets the data, then its cookies', async () => {
    const answer = (await browser.get('/helper/QrCode', { event: 'scanLogin' })).json<Answer>();
    expect(String(answer.data?.qrImgStr)).toMatch(/^data:image\/png;base64,/);
    const tid = await newCode();
    const socket = await socketFor(browser, tid);
    expect(await socket.next()).toEqual({ code: 1, msg: 'Success' });

    const scan = await phoneCall('/helper/QrScan', tid);
    expect(scan).toMatchObject({ code: 1, data: { browser: 'Chrome', ip: '203.0.113.7' } });
    expect(await socket.next()).toEqual({ code: 1, msg: 'LoginConnected' });

    expect((await phoneCall('/helper/QrConfirm', tid)).code).toBe(1);
    const done = await socket.next();
    expect(done).toMatchObject({ code: 1, msg: 'LoginSuccess', data: { time: h.now.value } });
    const token = String(done.data?.token);

    expect(browser.jar.has('GWD_USER_TOKEN')).toBe(false);
    const login = (await browser.post('/helper/QrLogin', { token })).json<Answer>();
    expect(login.code).toBe(1);
    expect(browser.jar.has('GWD_USER_TOKEN')).toBe(true);
    const mine = (await browser.get('/User/Detail')).json<Answer>();
    const theirs = (await phone.get('/User/Detail')).json<Answer>();
    expect(mine.data?.uid).toBe(theirs.data?.uid);
  });

  test('a used code and a used exchange token are refused', async () => {
    const tid = await newCode();
    const socket = await socketFor(browser, tid);
    await socket.next();
    await phoneCall('/helper/QrScan', tid);
    await phoneCall('/helper/QrConfirm', tid);
    await socket.next();
    const { data } = await socket.next();
    const token = String(data?.token);
    expect((await browser.post('/helper/QrLogin', { token })).json<Answer>().code).toBe(1);
    expect((await browser.post('/helper/QrLogin', { token })).json<Answer>()).toEqual({
      code: -1,
      msg: '二维码失效',
    });
    socket.subscribe(tid);
    expect(await socket.next()).toEqual({ code: -1, msg: '二维码失效' });
    expect((await phoneCall('/helper/QrScan', tid)).code).toBe(-1);
  });

  test('another browser can neither follow the code nor redeem its token', async () => {
    const tid = await newCode();
    const stranger = new IdentityClient(h);
    await newCode(stranger);
    const spy = await socketFor(stranger, tid);
    expect(await spy.next()).toEqual({ code: -1, msg: '二维码失效' });

    const socket = await socketFor(browser, tid);
    await socket.next();
    await phoneCall('/helper/QrScan', tid);
    await phoneCall('/helper/QrConfirm', tid);
    await socket.next();
    const token = String((await socket.next()).data?.token);
    expect((await stranger.post('/helper/QrLogin', { token })).json<Answer>().code).toBe(-1);
    expect(stranger.jar.has('GWD_USER_TOKEN')).toBe(false);
    expect((await browser.post('/helper/QrLogin', { token })).json<Answer>().code).toBe(1);
  });

  test('a second phone user cannot confirm a code someone else scanned', async () => {
    const tid = await newCode();
    await phoneCall('/helper/QrScan', tid);
    const other = new IdentityClient(h);
    await other.smsLogin(`1871234${String(seq).padStart(4, '0')}`, { ip: '198.51.100.200' });
    expect((await phoneCall('/helper/QrScan', tid, other)).code).toBe(-1);
    expect((await phoneCall('/helper/QrConfirm', tid, other)).code).toBe(-1);
  });

  test('an expired code is refused to the socket and to the phone', async () => {
    const tid = await newCode();
    const socket = await socketFor(browser, tid);
    expect(await socket.next()).toEqual({ code: 1, msg: 'Success' });
    h.now.value += 121;
    expect(await socket.next()).toEqual({ code: -1, msg: '二维码失效' });
    expect((await phoneCall('/helper/QrScan', tid)).code).toBe(-1);
  });

  test('refused on the phone: the browser is told and nobody signs in', async () => {
    const tid = await newCode();
    const socket = await socketFor(browser, tid);
    await socket.next();
    await phoneCall('/helper/QrScan', tid);
    expect(await socket.next()).toEqual({ code: 1, msg: 'LoginConnected' });
    expect((await phoneCall('/helper/QrRefuse', tid)).code).toBe(1);
    expect(await socket.next()).toEqual({ code: -1, msg: '已在手机上取消登录' });
    expect((await phoneCall('/helper/QrConfirm', tid)).code).toBe(-1);
  });

  test('the phone must be signed in; calls are signed and same-site', async () => {
    const tid = await newCode();
    const visitor = new IdentityClient(h);
    expect((await visitor.post('/helper/QrScan', { tid })).statusCode).toBe(401);
    const crossSite = await phone.post(
      '/helper/QrScan',
      { tid },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await phone.post('/helper/QrScan', { tid }, { unsigned: true })).statusCode).toBe(400);
  });

  test('a cross-site or Origin-less socket is refused before the upgrade', async () => {
    await expect(openQrSocket(port, browser, 'https://evil.example')).rejects.toThrow('HTTP 403');
    await expect(openQrSocket(port, browser, null)).rejects.toThrow('HTTP 403');
  });
});
