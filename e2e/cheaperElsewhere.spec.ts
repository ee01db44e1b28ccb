import { formatPrice } from '@pricetrail/core';
import { freshProduct, importPrices } from './support/alerts';
import { expect, test } from './support/livePages';

const DAY = 86_400;

test('the buying advice leads with the same goods cheaper in another store, and the AI says the same', async ({
  page,
}, testInfo) => {
  const jd = freshProduct(testInfo);
  const clusterKey = `e2e-cheaper-elsewhere-${jd.dpId}`;
  const itemId = jd.dpId.replace(/-3$/, '');
  const tmall = {
    dpId: `${itemId}-83`,
    url: `https://detail.tmall.com/item.htm?id=${itemId}`,
    title: `${jd.title} 天猫`,
    clusterKey,
  };
  // This JD listing was once cheaper than today (the history alone would say 建议等待), and the
  // same goods cost ¥600 less on Tmall today.
  importPrices({ ...jd, clusterKey }, [
    { finalPrice: 149_900, secondsAgo: 40 * DAY },
    { finalPrice: 189_900, secondsAgo: DAY },
  ]);
  importPrices(tmall, [{ finalPrice: 129_900, secondsAgo: DAY }]);

  await page.goto(`/trend/${jd.dpId}.html`);
  const advice = page.getByTestId('buy-advice');
  await expect(advice).toHaveText(
    `购买建议：天猫 ${formatPrice(129_900)}，比这里便宜 ${formatPrice(60_000)} 去看看`,
  );
  await advice.getByRole('link', { name: '去看看' }).click();
  await expect(page).toHaveURL(`/trend/${tmall.dpId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tmall.title);

  const rating = await page.request.get(`/api/ai/rate?dp=${jd.dpId}`);
  expect(await rating.text()).toContain(
    `**去天猫买更划算**：同款在天猫 ${formatPrice(129_900)}，比这里便宜 ${formatPrice(60_000)}。`,
  );
});
