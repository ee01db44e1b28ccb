import { expect, test } from 'vitest';
import {
  STORE_PAGES_DIR,
  storePageBytes,
  storePageFixtures,
} from '../testing/storePageFixtures.js';
import { runCli } from '../testing/cliProcess.js';

function readPage(args: string[], stdin?: Uint8Array) {
  return runCli(['read-page', ...args], {}, stdin);
}

function fixture(file: string) {
  const found = storePageFixtures().find((entry) => entry.file === file);
  if (!found) throw new Error(`no fixture ${file}`);
  return found;
}

test('a saved page prints its reading as one JSON line and exits 0', async () => {
  const page = fixture('jd/react-embedded.html');
  const { code, stdout, stderr } = await readPage([page.url, `${STORE_PAGES_DIR}${page.file}`]);
  expect([code, stderr]).toEqual([0, '']);
  expect(stdout.endsWith('}\n')).toBe(true);
  expect(JSON.parse(stdout)).toEqual({
    dpId: '100140585364-3',
    siteId: 3,
    title: 'Apple/苹果 iPhone 16 Pro 256GB 沙漠色钛金属',
    listPrice: 899900,
    finalPrice: 829900,
    priceKind: 'public',
    isRange: false,
    promo: '国家补贴 至高减500元；满8000元减200元',
    coupon: '满8000减200',
    imageUrl:
      'https://img14.360buyimg.com/n1/jfs/t1/244431/17/19153/38561/66e9a8c4F4f3e0a54/5c6c2f0b7e9d1a42.jpg',
    inStock: true,
  });
});

test('FILE - reads the page from stdin, decoding a GBK page by its meta charset', async () => {
  const page = fixture('tmall/classic-gbk.html');
  const { code, stdout } = await readPage([page.url, '-'], storePageBytes(page));
  expect(code).toBe(0);
  expect(JSON.parse(stdout)).toMatchObject({
    dpId: '730960123456-83',
    title: '华为Mate 60 Pro 12GB+512GB 雅川青',
    listPrice: 649900,
    isRange: true,
  });
});

test.each([
  ['jd/login-wall.html', '商城要求登录'],
  ['taobao/blocked-rgv587.html', '遇到验证码或滑块验证'],
  ['jd/classic-empty-price.html', '价格由脚本加载，页面中没有价格'],
])('%s cannot be read: its Chinese reason on stderr, exit 1', async (file, reason) => {
  const page = fixture(file);
  const result = await readPage([page.url, `${STORE_PAGES_DIR}${page.file}`]);
  expect(result).toEqual({ code: 1, stdout: '', stderr: `${reason}\n` });
});

test.each([
  ['a bad URL', ['not a url', 'page.html'], '商品链接无效：not a url'],
  [
    'a store without a reader',
    ['https://www.example.com/item/1.html', '-'],
    '暂不支持读取该商城的页面',
  ],
  [
    'a missing file',
    ['https://item.jd.com/1.html', 'no-such-page.html'],
    '找不到文件 no-such-page.html',
  ],
  ['no file at all', ['https://item.jd.com/1.html'], '请指定商品链接和页面文件'],
])('%s is a Chinese message and exit 2', async (_name, args, message) => {
  const { code, stdout, stderr } = await readPage(args, new Uint8Array());
  expect([code, stdout]).toEqual([2, '']);
  expect(stderr).toContain(message);
  expect(stderr).not.toContain('    at ');
});
