import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startWebhookReceiver, type SunkHook } from '../../testing/alertSinks.js';
import { DROP_ALERT, PROTECT_ALERT, TEST_ALERT } from '../../testing/sampleAlerts.js';
import { checkWebhookUrl, sendWebhook, signatureOf, type WebhookTarget } from './webhook.js';
import { WEBHOOK_PRESETS, type WebhookPreset } from './webhookPresets.js';

const SECRET = 'test-secret';
const LOOPBACK = { allowPrivate: true };
const REFUSED = 'Webhook 地址不能指向内网或本机';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let origin: string;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  receiver.expectSecret(SECRET);
  origin = new URL(receiver.url).origin;
});
beforeEach(() => {
  receiver.hooks.length = 0;
  receiver.answerWith(() => 204);
});
afterAll(() => receiver.close());

const target = (preset: WebhookPreset, path = '/hook'): WebhookTarget => ({
  url: `${origin}${path}`,
  preset,
  secret: SECRET,
});

// The presets that read credentials from the URL's query, and a URL that carries them.
const WITH_CREDENTIALS: Partial<Record<WebhookPreset, string>> = {
  pushplus: '/send?token=t',
  telegram: '/botT/sendMessage?chat_id=1',
  pushover: '/1/messages.json?token=a&user=u',
};

/** A target of `preset` at a URL it can post to. */
const targetFor = (preset: WebhookPreset) => target(preset, WITH_CREDENTIALS[preset]);

function onlyRequest(): SunkHook & { json: Record<string, unknown> } {
  expect(receiver.hooks).toHaveLength(1);
  const request = receiver.hooks[0] as SunkHook;
  return { ...request, json: JSON.parse(request.body) as Record<string, unknown> };
}

test('signatureOf is sha256= and the hex HMAC-SHA256 of the UTF-8 body', () => {
  expect(signatureOf('{"a":1}', 'k')).toBe(
    'sha256=c3a92ff9e274cdcce27a58c15a78ec6dcbbdbd0038a87e7a11baef2028fd8bff',
  );
  expect(signatureOf('{"标题":"降价"}', 'k')).toBe(
    'sha256=0e18120ef72d83476b2e0dc2b18fc24d4e788ef64881ae6a21df4df23f3bdfac',
  );
});

test('the settings page can offer every preset with a Chinese label', () => {
  expect(WEBHOOK_PRESETS).toEqual([
    { id: 'json', label: '通用 JSON', example: 'https://你的服务/hook' },
    { id: 'ntfy', label: 'ntfy', example: 'https://ntfy.sh/你的主题' },
    { id: 'bark', label: 'Bark', example: 'https://api.day.app/你的设备key' },
    { id: 'serverchan', label: 'Server酱', example: 'https://sctapi.ftqq.com/你的SendKey.send' },
    {
      id: 'dingtalk',
      label: '钉钉机器人',
      example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
    },
    {
      id: 'feishu',
      label: '飞书机器人',
      example: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
    },
    {
      id: 'wecom',
      label: '企业微信群机器人',
      example: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
    },
    { id: 'pushplus', label: 'PushPlus', example: 'https://www.pushplus.plus/send?token=…' },
    {
      id: 'telegram',
      label: 'Telegram',
      example: 'https://api.telegram.org/bot<token>/sendMessage?chat_id=…',
    },
    { id: 'discord', label: 'Discord', example: 'https://discord.com/api/webhooks/…' },
    { id: 'gotify', label: 'Gotify', example: 'https://你的Gotify/message?token=…' },
    {
      id: 'pushover',
      label: 'Pushover',
      example: 'https://api.pushover.net/1/messages.json?token=…&user=…',
    },
  ]);
});

describe('each preset posts its documented body, signed', () => {
  test('json: every field of the alert, snake_case, prices in fen', async () => {
    await sendWebhook(target('json'), PROTECT_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/hook', signed: true });
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request.headers['x-pricetrail-event']).toBe('43');
    expect(request.json).toEqual({
      id: 43,
      kind: 'protect',
      title: PROTECT_ALERT.title,
      text: PROTECT_ALERT.text,
      url: 'https://pricetrail.example/product/100012043978-3',
      product: {
        dp_id: '100012043978-3',
        title: 'Apple iPhone 15 128GB',
        image_url: 'https://img.example/100012043978.jpg',
        store_name: '京东',
      },
      price: 529_900,
      previous_price: 599_900,
      claim: { amount: 30_000, url: 'https://jd.example/pricepro?order=9001' },
      created_at: 1_764_000_000,
    });
  });

  test('json: a channel test has no product, prices or claim', async () => {
    await sendWebhook(target('json'), TEST_ALERT, LOOPBACK);
    expect(onlyRequest().json).toMatchObject({ product: null, price: null, claim: null });
  });

  test('ntfy: posted to the server root with the topic from the path', async () => {
    await sendWebhook(target('ntfy', '/ntfy/price-alerts?auth=abc'), PROTECT_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request).toMatchObject({ path: '/ntfy/?auth=abc', signed: true });
    expect(request.json).toEqual({
      topic: 'price-alerts',
      title: PROTECT_ALERT.title,
      message: PROTECT_ALERT.text,
      click: PROTECT_ALERT.url,
      tags: ['moneybag'],
      actions: [
        { action: 'view', label: '去申请价保', url: 'https://jd.example/pricepro?order=9001' },
      ],
    });
  });

  test('ntfy: a URL without a topic is refused before anything is sent', async () => {
    const before = receiver.connections();
    await expect(sendWebhook(target('ntfy', '/'), DROP_ALERT, LOOPBACK)).rejects.toThrow(
      'ntfy 地址需要带上主题',
    );
    expect(receiver.connections()).toBe(before);
  });

  test('bark: posted to the URL given, grouped under 价迹', async () => {
    await sendWebhook(target('bark', '/bark-device-key'), DROP_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request).toMatchObject({ path: '/bark-device-key', signed: true });
    expect(request.json).toEqual({
      title: DROP_ALERT.title,
      body: DROP_ALERT.text,
      url: DROP_ALERT.url,
      group: '价迹',
    });
  });

  test('Server酱: a title of at most 32 characters and a markdown desp with the links', async () => {
    const title = `「降价提醒」${'超长的商品标题'.repeat(6)}`;
    await sendWebhook(target('serverchan', '/SCT123.send'), { ...PROTECT_ALERT, title }, LOOPBACK);
    const { json, signed } = onlyRequest();
    expect(signed).toBe(true);
    expect(json.title).toBe([...title].slice(0, 32).join(''));
    expect(json.desp).toBe(
      '你登记的订单降价了，在价保期内。  \n' +
        '**可申请 ¥300.00** [去申请价保](https://jd.example/pricepro?order=9001)  \n' +
        '[查看价格历史](https://pricetrail.example/product/100012043978-3)',
    );
  });

  test('Server酱: store text cannot add links or HTML to the markdown', async () => {
    const text = '标题[点我](javascript:alert(1)) <img src=x>';
    await sendWebhook(target('serverchan'), { ...DROP_ALERT, text }, LOOPBACK);
    expect(onlyRequest().json.desp).toContain(
      '标题\\[点我\\](javascript:alert(1)) \\<img src=x\\>',
    );
  });

  test('DingTalk: a markdown message headed by the title and signed 价迹', async () => {
    await sendWebhook(target('dingtalk', '/robot/send?access_token=t'), DROP_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request).toMatchObject({ path: '/robot/send?access_token=t', signed: true });
    expect(request.json).toEqual({
      msgtype: 'markdown',
      markdown: {
        title: DROP_ALERT.title,
        text:
          `### ${DROP_ALERT.title}\n\n比你收藏时便宜了。  \n现在入手正合适。  \n` +
          '[查看价格历史](https://pricetrail.example/product/100012043978-3)\n\n—— 来自价迹',
      },
    });
  });

  test('Feishu: a text message with the title, the lines, the claim and the link', async () => {
    await sendWebhook(target('feishu', '/open-apis/bot/v2/hook/abc'), PROTECT_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request.signed).toBe(true);
    expect(request.json).toEqual({
      msg_type: 'text',
      content: {
        text: [
          PROTECT_ALERT.title,
          PROTECT_ALERT.text,
          '可申请 ¥300.00：https://jd.example/pricepro?order=9001',
          '查看价格历史：https://pricetrail.example/product/100012043978-3',
          '—— 来自价迹',
        ].join('\n'),
      },
    });
  });
});

describe('the push services shoppers already use, each in its own format', () => {
  test('企业微信: a text message with the title, the lines, the claim and the link, signed 价迹', async () => {
    await sendWebhook(target('wecom', '/cgi-bin/webhook/send?key=k1'), PROTECT_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request).toMatchObject({ path: '/cgi-bin/webhook/send?key=k1', signed: true });
    expect(request.json).toEqual({
      msgtype: 'text',
      text: {
        content: [
          PROTECT_ALERT.title,
          PROTECT_ALERT.text,
          '可申请 ¥300.00：https://jd.example/pricepro?order=9001',
          '查看价格历史：https://pricetrail.example/product/100012043978-3',
          '—— 来自价迹',
        ].join('\n'),
      },
    });
  });

  test('PushPlus: the token from the URL goes in the body, the content is markdown', async () => {
    await sendWebhook(target('pushplus', '/send?token=pp-token'), DROP_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request.path).toBe('/send');
    expect(request.json).toEqual({
      token: 'pp-token',
      title: DROP_ALERT.title,
      content:
        '比你收藏时便宜了。  \n现在入手正合适。  \n' +
        '[查看价格历史](https://pricetrail.example/product/100012043978-3)',
      template: 'markdown',
    });
  });

  test('Telegram: the chat from the URL, the alert as plain text without a link preview', async () => {
    await sendWebhook(
      target('telegram', '/botT0KEN/sendMessage?chat_id=-1001'),
      DROP_ALERT,
      LOOPBACK,
    );
    const request = onlyRequest();
    expect(request.path).toBe('/botT0KEN/sendMessage');
    expect(request.json).toEqual({
      chat_id: '-1001',
      text: [
        DROP_ALERT.title,
        DROP_ALERT.text,
        '查看价格历史：https://pricetrail.example/product/100012043978-3',
      ].join('\n'),
      disable_web_page_preview: true,
    });
  });

  test('Discord: the alert as content, cut to the 2,000 characters Discord takes', async () => {
    const text = '很长的说明'.repeat(500);
    await sendWebhook(target('discord', '/api/webhooks/1/abc'), { ...DROP_ALERT, text }, LOOPBACK);
    const { json } = onlyRequest();
    expect([...String(json.content)]).toHaveLength(2000);
    expect(String(json.content).startsWith(`${DROP_ALERT.title}\n很长的说明`)).toBe(true);
  });

  test('Gotify: title, message and a normal priority, the token left in the URL', async () => {
    await sendWebhook(target('gotify', '/message?token=g1'), DROP_ALERT, LOOPBACK);
    const request = onlyRequest();
    expect(request.path).toBe('/message?token=g1');
    expect(request.json).toEqual({
      title: DROP_ALERT.title,
      message: [
        DROP_ALERT.title,
        DROP_ALERT.text,
        '查看价格历史：https://pricetrail.example/product/100012043978-3',
      ].join('\n'),
      priority: 5,
    });
  });

  test('Pushover: token and user from the URL in the body, the link as the message URL', async () => {
    await sendWebhook(
      target('pushover', '/1/messages.json?token=a1&user=u1'),
      DROP_ALERT,
      LOOPBACK,
    );
    const request = onlyRequest();
    expect(request.path).toBe('/1/messages.json');
    expect(request.json).toEqual({
      token: 'a1',
      user: 'u1',
      title: DROP_ALERT.title,
      message: DROP_ALERT.text,
      url: DROP_ALERT.url,
      url_title: '查看价格历史',
    });
  });

  test.each([
    ['pushplus', '/send', 'PushPlus 地址需要带上 token'],
    ['telegram', '/botT/sendMessage', 'Telegram 地址需要带上 chat_id'],
    ['pushover', '/1/messages.json?token=a1', 'Pushover 地址需要带上 user'],
  ] as const)(
    '%s: a URL without its credentials is refused before anything is sent',
    async (preset, path, why) => {
      const before = receiver.connections();
      await expect(sendWebhook(target(preset, path), DROP_ALERT, LOOPBACK)).rejects.toThrow(why);
      expect(receiver.connections()).toBe(before);
    },
  );
});

describe('a webhook that does not take the alert', () => {
  test('a non-2xx answer rejects with its status', async () => {
    receiver.answerWith(() => 500);
    await expect(sendWebhook(target('json'), DROP_ALERT, LOOPBACK)).rejects.toThrow(
      'Webhook 返回 HTTP 500',
    );
  });

  test.each([
    [
      'dingtalk',
      { errcode: 310000, errmsg: 'keywords not in content' },
      '钉钉机器人拒收了消息（310000：keywords not in content）',
    ],
    [
      'feishu',
      { code: 19021, msg: 'sign match fail or timestamp is not within one hour' },
      '飞书机器人拒收了消息（19021：sign match fail or timestamp is not within one hour）',
    ],
    [
      'wecom',
      { errcode: 93000, errmsg: 'invalid webhook url' },
      '企业微信群机器人拒收了消息（93000：invalid webhook url）',
    ],
    [
      'pushplus',
      { code: 903, msg: '无效的用户token' },
      'PushPlus 拒收了消息（903：无效的用户token）',
    ],
  ] as const)(
    '%s: an HTTP 200 whose JSON names an error rejects with it',
    async (preset, reply, why) => {
      receiver.answerWith(() => ({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(reply),
      }));
      await expect(sendWebhook(targetFor(preset), DROP_ALERT, LOOPBACK)).rejects.toThrow(why);
    },
  );

  test.each([
    [
      'telegram',
      { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
      'Webhook 返回 HTTP 400：Telegram 拒收了消息（Bad Request: chat not found）',
    ],
    [
      'pushover',
      { status: 0, errors: ['user identifier is invalid'] },
      'Webhook 返回 HTTP 400：Pushover 拒收了消息（user identifier is invalid）',
    ],
  ] as const)('%s: an HTTP 400 says why the service refused', async (preset, reply, why) => {
    receiver.answerWith(() => ({ status: 400, headers: {}, body: JSON.stringify(reply) }));
    await expect(sendWebhook(targetFor(preset), DROP_ALERT, LOOPBACK)).rejects.toThrow(why);
  });

  test.each([
    ['wecom', { errcode: 0, errmsg: 'ok' }],
    ['pushplus', { code: 200, msg: '请求成功', data: 'abc' }],
    ['dingtalk', { errcode: 0, errmsg: 'ok' }],
    ['feishu', { code: 0, msg: 'success', data: {} }],
    ['feishu', { StatusCode: 0, StatusMessage: 'success' }],
    ['json', { code: 1 }],
  ] as const)('%s: a reply of %j is taken', async (preset, reply) => {
    receiver.answerWith(() => ({ status: 200, headers: {}, body: JSON.stringify(reply) }));
    await expect(sendWebhook(targetFor(preset), DROP_ALERT, LOOPBACK)).resolves.toBeUndefined();
  });

  test('a redirect rejects and its target is never called', async () => {
    receiver.answerWith(() => ({ status: 302, headers: { location: `${origin}/elsewhere` } }));
    await expect(sendWebhook(target('json'), DROP_ALERT, LOOPBACK)).rejects.toThrow(
      'Webhook 返回了重定向，未跟随',
    );
    expect(receiver.hooks.map((request) => request.path)).toEqual(['/hook']);
  });

  test('a receiver that never answers rejects once the timeout has passed', async () => {
    receiver.answerWith(() => 'never');
    await expect(
      // Long enough for the request to reach the receiver on a busy machine, short for a test.
      sendWebhook(target('json'), DROP_ALERT, { allowPrivate: true, timeoutMs: 2_000 }),
    ).rejects.toThrow('Webhook 在 2 秒内没有响应');
    expect(receiver.hooks).toHaveLength(1);
  });

  test('a closed port rejects as a connection failure', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    await expect(
      sendWebhook({ url: closed.url, preset: 'json', secret: SECRET }, DROP_ALERT, LOOPBACK),
    ).rejects.toThrow('Webhook 连接失败（ECONNREFUSED）');
  });
});

describe('private addresses when they are not allowed', () => {
  // A URL saved before the save-time check knew these forms is refused when it is dialled.
  test.each(['[::ffff:0:127.0.0.1]', '[::127.0.0.1]', '[64:ff9b::127.0.0.1]'])(
    '%s is refused at send time',
    async (host) => {
      const url = `http://${host}:${new URL(receiver.url).port}/hook`;
      await expect(
        sendWebhook({ url, preset: 'json', secret: SECRET }, DROP_ALERT, { allowPrivate: false }),
      ).rejects.toThrow(REFUSED);
    },
  );

  test.each(['127.0.0.1', 'localhost'])('%s is refused without connecting', async (host) => {
    const url = `http://${host}:${new URL(receiver.url).port}/hook`;
    const before = receiver.connections();
    await expect(
      sendWebhook({ url, preset: 'json', secret: SECRET }, DROP_ALERT, { allowPrivate: false }),
    ).rejects.toThrow(REFUSED);
    expect(receiver.connections()).toBe(before);
  });
});

describe('checking a URL when the user saves it', () => {
  test.each([
    ['not a url', 'Webhook 地址格式不正确'],
    ['ftp://example.com/hook', 'Webhook 地址必须以 http:// 或 https:// 开头'],
    ['file:///etc/passwd', 'Webhook 地址必须以 http:// 或 https:// 开头'],
    ['https://user:pw@1.1.1.1/hook', 'Webhook 地址不能包含用户名或密码'],
    ['http://127.0.0.1:8080/hook', REFUSED],
    ['http://[::1]/hook', REFUSED],
    ['http://169.254.169.254/latest/meta-data', REFUSED],
    ['http://[::ffff:0:127.0.0.1]/', REFUSED],
    ['http://[::127.0.0.1]/', REFUSED],
    ['http://[64:ff9b::10.0.0.1]/hook', REFUSED],
    ['http://[64:ff9b:1::1]/hook', REFUSED],
    ['http://[2002:7f00:1::1]/hook', REFUSED],
    ['http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/hook', REFUSED],
  ])('%s: %s', async (url, problem) => {
    expect(await checkWebhookUrl(url, false)).toBe(problem);
  });

  test('a public address passes, and a private one passes when allowed', async () => {
    expect(await checkWebhookUrl('https://1.1.1.1/hook', false)).toBeUndefined();
    expect(await checkWebhookUrl(' http://127.0.0.1:8080/hook ', true)).toBeUndefined();
  });
});
