import type { AlertMessage } from '../alerts/message.js';

/** A price drop on a JD product, as the alert channels receive it. */
export const DROP_ALERT: AlertMessage = {
  id: 42,
  key: '42',
  kind: 'drop',
  title: '「降价提醒」Apple iPhone 15 128GB 降到 ¥5,299',
  text: '比你收藏时便宜了。\n现在入手正合适。',
  url: 'https://pricetrail.example/product/100012043978-3',
  product: {
    dpId: '100012043978-3',
    title: 'Apple iPhone 15 128GB',
    imageUrl: 'https://img.example/100012043978.jpg',
    storeName: '京东',
  },
  price: 529_900,
  previousPrice: 599_900,
  claim: null,
  createdAt: 1_764_000_000,
};

/** A 价保 alert: the order's price fell by ¥300 and the store's claim page is known. */
export const PROTECT_ALERT: AlertMessage = {
  ...DROP_ALERT,
  id: 43,
  key: '43',
  kind: 'protect',
  title: '「价保提醒」Apple iPhone 15 128GB 可申请 ¥300',
  text: '你登记的订单降价了，在价保期内。',
  claim: { amount: 30_000, url: 'https://jd.example/pricepro?order=9001' },
};

/** A channel test: no product and no prices. */
export const TEST_ALERT: AlertMessage = {
  id: 44,
  key: 'test-44',
  kind: 'test',
  title: '「测试提醒」你的提醒渠道可以正常收到消息',
  text: '这是一条测试消息。',
  url: 'https://pricetrail.example/',
  product: null,
  price: null,
  previousPrice: null,
  claim: null,
  createdAt: 1_764_000_100,
};
