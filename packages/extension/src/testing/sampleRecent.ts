import type { RecentProduct } from '../shared/recentProducts';

const TITLES = [
  '华为 HUAWEI Mate 60 Pro 12GB+512GB 雅川青',
  '小米 Xiaomi 14 徕卡光学镜头 16GB+1TB 白色',
  '戴森 Dyson V12 Detect Slim 无绳吸尘器',
  '苹果 Apple AirPods Pro（第二代）USB-C',
  '美的 Midea 一级能效 变频空调 1.5 匹',
];
const SITES = [3, 83, 123, 25, 129];

/** The `n`-th sample product viewed (n from 1), on the stores in turn, viewed a minute apart. */
export function recentProduct(n: number): RecentProduct {
  const dpId = `${100008348540 + n}-3`;
  return {
    dpId,
    title: TITLES[(n - 1) % TITLES.length] ?? '',
    siteId: SITES[(n - 1) % SITES.length] ?? 3,
    price: 99_900 + n * 10_000,
    historyUrl: `http://localhost:8080/trend/${dpId}.html`,
    viewedAt: Date.UTC(2026, 10, 27, 6, 0, 0) - n * 60_000,
  };
}

/** `count` sample products, the newest first. */
export function recentProducts(count: number): RecentProduct[] {
  return Array.from({ length: count }, (_, index) => recentProduct(index + 1));
}
