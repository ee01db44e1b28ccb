import {
  SAMPLE_DEAL_POST,
  SAMPLE_EXPIRED_POST,
  SAMPLE_PENDING_POST,
  SAMPLE_REJECTED_POST,
  SAMPLE_USER,
} from '@pricetrail/services/testing';
import { formatPrice, formatShanghaiMinute, storePageUrl } from '@pricetrail/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ShellStandIn, withPage, type PageStory } from '../testing';
import { DealPostPage } from './DealPostPage';

const PATH = '/zhi/detail/:id';
const route = (id: number) => ({ path: PATH, url: `/zhi/detail/${id}` }) satisfies PageStory;
const signedIn = (id: number) =>
  ({
    ...route(id),
    identity: { user: SAMPLE_USER },
    cookies: { plt_uid: SAMPLE_USER.uid },
  }) satisfies PageStory;

/** What the post's fact list says for `term` (发布于, 好价时, 现价). */
function fact(root: HTMLElement, term: string) {
  const dt = [...root.querySelectorAll('dt')].find((node) => node.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

/** Waits until the product picture has loaded, so screenshots never catch a grey box. */
async function imageSettled(root: HTMLElement) {
  await waitFor(() => {
    expect(root.querySelector('[data-state="loaded"], [data-state="failed"]')).not.toBeNull();
  });
}

/** The page under a stand-in for the shell, which reads the session. */
function withShell() {
  return (
    <>
      <ShellStandIn />
      <DealPostPage />
    </>
  );
}

const meta = {
  title: 'Pages/DealPostPage',
  component: DealPostPage,
  decorators: [withPage],
  render: withShell,
  parameters: { page: route(SAMPLE_DEAL_POST.id) },
} satisfies Meta<typeof DealPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor reads a post found in our data: when it was posted, its price then and now, 去购买 on
 * the store's page (a new tab), the numbers, the counts, and a sign-in link to vote;
 * the title names the post's product and price, the description its figures.
 */
export const Post: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SAMPLE_DEAL_POST.product.title }),
    ).toBeVisible();
    await expect(canvas.getByText('30 天中位价')).toBeVisible();
    await expect(canvas.getByText(/降 18%，基于 28/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看完整历史价格' })).toBeVisible();
    const { createdAt, currentPrice } = SAMPLE_DEAL_POST;
    const siteId = SAMPLE_DEAL_POST.product.siteId;
    await expect(fact(canvasElement, '发布于')).toBe(formatShanghaiMinute(createdAt));
    await expect(fact(canvasElement, '发布时')).toBe(formatPrice(SAMPLE_DEAL_POST.price, siteId));
    await expect(fact(canvasElement, '现价')).toBe(formatPrice(currentPrice ?? 0, siteId));
    const buy = canvas.getByRole('link', { name: /^去购买/ });
    await expect(buy).toHaveAttribute(
      'href',
      storePageUrl(SAMPLE_DEAL_POST.product.dpId, SAMPLE_DEAL_POST.product.url),
    );
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByText('值 36')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `/user_login?from=${encodeURIComponent(`/zhi/detail/${SAMPLE_DEAL_POST.id}`)}`,
    );
    await expect(canvas.queryByRole('button', { name: /值/ })).toBeNull();
    const { product, price } = SAMPLE_DEAL_POST;
    const title = `${product.title} 好价 ${formatPrice(price, product.siteId)}`;
    await expect(document.title).toBe(`${title} - 价迹`);
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `${title}：比 30 天中位价降 18%，历史最低 ${formatPrice(SAMPLE_DEAL_POST.proof.lowestPrice ?? 0, product.siteId)}。网友投票值不值。`,
    );
    await imageSettled(canvasElement);
  },
};

/** The price went back up: 已过期, the price then beside the higher one now, the 爆料's reason. */
export const Expired: Story = {
  parameters: { page: route(SAMPLE_EXPIRED_POST.id) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('已过期')).toBeVisible();
    const siteId = SAMPLE_EXPIRED_POST.product.siteId;
    await expect(fact(canvasElement, '发布时')).toBe(
      formatPrice(SAMPLE_EXPIRED_POST.price, siteId),
    );
    await expect(fact(canvasElement, '现价')).toBe(
      formatPrice(SAMPLE_EXPIRED_POST.currentPrice ?? 0, siteId),
    );
    await expect(canvas.getByRole('heading', { name: '爱折腾的老王的爆料' })).toBeVisible();
    await imageSettled(canvasElement);
  },
};

/** Signed in: 值 is pressed and counted, then changed to 不值; pressing it again takes it back. */
export const Voted: Story = {
  parameters: { page: signedIn(SAMPLE_DEAL_POST.id) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '值 36' }));
    await expect(await canvas.findByRole('button', { name: '值 37' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '不值 4' }));
    await expect(await canvas.findByRole('button', { name: '不值 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '值 36' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await imageSettled(canvasElement);
  },
};

/** The author's own 爆料 while it waits for an operator. */
export const Pending: Story = {
  parameters: { page: signedIn(SAMPLE_PENDING_POST.id) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('你的爆料正在审核，通过后所有人可见。')).toBeVisible();
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /值/ })).toBeNull();
    await imageSettled(canvasElement);
  },
};

/** The author's own 爆料, rejected: the operator's reason. */
export const Rejected: Story = {
  parameters: { page: signedIn(SAMPLE_REJECTED_POST.id) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(`未通过审核：${SAMPLE_REJECTED_POST.rejectReason ?? ''}`),
    ).toBeVisible();
    await imageSettled(canvasElement);
  },
};

/** No such post (or one the viewer may not see): kept out of search indexes (the server answers 404). */
export const NotFound: Story = {
  parameters: { page: route(1) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '没有找到这个好价' }),
    ).toBeVisible();
    // The 查历史价 box's code loads when a missing page first shows it.
    await expect(await canvas.findByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  },
};

/** The post is on its way. */
export const Loading: Story = {
  parameters: { page: { ...route(SAMPLE_DEAL_POST.id), dealPosts: { delayMs: 600_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载好价…')).toBeVisible();
  },
};

/** The post could not be read: the reason in Chinese and a retry. */
export const LoadError: Story = {
  parameters: { page: { ...route(SAMPLE_DEAL_POST.id), dealPosts: { fail: 'network' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /网络/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** At a 375 px phone's width nothing runs off the side. */
export const PhoneWidth: Story = {
  parameters: { page: signedIn(SAMPLE_EXPIRED_POST.id) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const article = await canvas.findByRole('article', { name: SAMPLE_EXPIRED_POST.product.title });
    await imageSettled(canvasElement);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
