import { formatPrice } from '@pricetrail/core';
import { SAMPLE_NOW, SAMPLE_PRODUCTS } from '../api/sampleData';
import type { ProductInfo } from '../api/priceTypes';
import { SAMPLE_BROKEN_IMAGE } from '../personal/samplePersonal';
import type { AlertSettings, Notice } from './alertTypes';

const HOUR = 3_600;
const DAY = 24 * HOUR;
const SITE = 'https://www.pricetrail.cn';

const [mate, iphone, sony, fridge] = SAMPLE_PRODUCTS as [
  ProductInfo,
  ProductInfo,
  ProductInfo,
  ProductInfo,
];

/** A notice about a sample product, with the server's title and text for its kind. */
export function sampleNotice(
  product: Pick<ProductInfo, 'dpId' | 'siteId' | 'title' | 'imageUrl'>,
  fields: Pick<Notice, 'id' | 'kind' | 'price' | 'previousPrice' | 'createdAt'> & Partial<Notice>,
): Notice {
  const price = formatPrice(fields.price ?? 0, product.siteId);
  const before = formatPrice(fields.previousPrice ?? 0, product.siteId);
  const heads: Record<Notice['kind'], string> = {
    drop: `「降价提醒」${product.title} 降到 ${price}`,
    target: `「到达目标价」${product.title} 降到 ${price}`,
    percent: `「降幅提醒」${product.title} 降到 ${price}`,
    lowest: `「历史新低」${product.title} 降到 ${price}`,
    lowest_days: `「近 30 天最低」${product.title} 到了近 30 天最低价 ${price}`,
    rise: `「涨价提醒」${product.title} 涨价了：${before} → ${price}`,
    restock: `「到货提醒」${product.title} 到货了：${price}`,
    protect: `「价保提醒」${product.title} 可申请差价`,
    follow: '「关注提醒」你关注的关键词有 1 件新好价',
    test: '「测试消息」提醒已送达',
  };
  return {
    title: heads[fields.kind],
    text: `现价 ${price}，此前 ${before}`,
    url: `${SITE}/trend/${product.dpId}.html`,
    dpId: product.dpId,
    imageUrl: product.imageUrl ?? null,
    claimAmount: null,
    isRead: false,
    ...fields,
  };
}

/** A channel test as the notice list shows it. */
export function sampleTestNotice(id: number, createdAt: number): Notice {
  return {
    id,
    kind: 'test',
    title: '「测试消息」站内消息已送达',
    text: '这是一条测试消息：收到它说明站内消息工作正常。',
    url: `${SITE}/home`,
    dpId: null,
    imageUrl: null,
    price: null,
    previousPrice: null,
    claimAmount: null,
    createdAt,
    isRead: false,
  };
}

/** The sample notices, newest first: three unread, every kind, one picture that never loads. */
export const SAMPLE_NOTICES: readonly Notice[] = [
  sampleNotice(mate, {
    id: 506,
    kind: 'target',
    price: 549_900,
    previousPrice: 599_900,
    text: '现价 ¥5499.00，已低于你设的目标价 ¥5500.00',
    createdAt: SAMPLE_NOW - 20 * 60,
  }),
  sampleNotice(iphone, {
    id: 505,
    kind: 'drop',
    price: 459_900,
    previousPrice: 479_900,
    createdAt: SAMPLE_NOW - 3 * HOUR,
  }),
  sampleNotice(
    { ...sony, imageUrl: SAMPLE_BROKEN_IMAGE },
    {
      id: 504,
      kind: 'lowest',
      price: 199_900,
      previousPrice: 219_900,
      text: '现价 ¥1999.00，创历史新低（此前最低 ¥2099.00）',
      createdAt: SAMPLE_NOW - DAY,
    },
  ),
  sampleNotice(fridge, {
    id: 503,
    kind: 'percent',
    price: 339_900,
    previousPrice: 399_900,
    text: '现价 ¥3399.00，比收藏时降了 15%',
    createdAt: SAMPLE_NOW - 2 * DAY,
    isRead: true,
  }),
  sampleNotice(mate, {
    id: 502,
    kind: 'protect',
    price: 599_900,
    previousPrice: 629_900,
    claimAmount: 30_000,
    text: '实付 ¥6299.00，现价 ¥5999.00，价保期还剩 20 天',
    createdAt: SAMPLE_NOW - 3 * DAY,
    isRead: true,
  }),
  { ...sampleTestNotice(501, SAMPLE_NOW - 5 * DAY), isRead: true },
];

/** `count` read drop notices (cycling through the sample products), for paging. */
export function manyNotices(count: number): Notice[] {
  return Array.from({ length: count }, (_, index) => {
    const product = SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length] as ProductInfo;
    const price = 300_000 - index * 1_000;
    return sampleNotice(product, {
      id: 1_000 + count - index,
      kind: 'drop',
      price,
      previousPrice: price + 20_000,
      createdAt: SAMPLE_NOW - (index + 1) * HOUR,
      isRead: true,
    });
  });
}

/** The sample settings: a verified e-mail on, no webhook yet, push available with one browser. */
export const SAMPLE_ALERT_SETTINGS: AlertSettings = {
  dailyCap: 20,
  quietHours: { start: '23:00', end: '07:30' },
  email: { address: 'xiaoming@example.com', isVerified: true, isOn: true, isAvailable: true },
  webhook: {
    url: null,
    preset: 'json',
    isOn: false,
    secret: 'whsec_3f9a1c7e5b2d4068',
    presets: [
      { value: 'json', label: '通用 JSON', example: 'https://你的服务/hook' },
      { value: 'ntfy', label: 'ntfy', example: 'https://ntfy.sh/你的主题' },
      { value: 'bark', label: 'Bark', example: 'https://api.day.app/你的设备key' },
      {
        value: 'serverchan',
        label: 'Server酱',
        example: 'https://sctapi.ftqq.com/你的SendKey.send',
      },
      {
        value: 'dingtalk',
        label: '钉钉机器人',
        example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
      },
      {
        value: 'feishu',
        label: '飞书机器人',
        example: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
      },
      {
        value: 'wecom',
        label: '企业微信群机器人',
        example: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
      },
      { value: 'pushplus', label: 'PushPlus', example: 'https://www.pushplus.plus/send?token=…' },
      {
        value: 'telegram',
        label: 'Telegram',
        example: 'https://api.telegram.org/bot<token>/sendMessage?chat_id=…',
      },
      { value: 'discord', label: 'Discord', example: 'https://discord.com/api/webhooks/…' },
      { value: 'gotify', label: 'Gotify', example: 'https://你的Gotify/message?token=…' },
      {
        value: 'pushover',
        label: 'Pushover',
        example: 'https://api.pushover.net/1/messages.json?token=…&user=…',
      },
    ],
  },
  push: { isAvailable: true, publicKey: 'BSamplePublicKey', isOn: true, devices: 1 },
  feed: {
    rss: `${SITE}/UserNotice/Feed/rss_9c1e7b3a52f04d68.xml`,
    atom: `${SITE}/UserNotice/Feed/atom_9c1e7b3a52f04d68.xml`,
  },
};
