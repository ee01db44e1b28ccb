import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CARD_BROKEN_IMAGE, CARD_NOW, cardProducts } from '../../fixtures/cardFixtures';
import { withFrame } from '../../testing';
import { NoticeItem } from './NoticeItem';

const { iphone, mate, fridge, headphones } = cardProducts;

const meta = {
  title: 'Mine/NoticeItem',
  component: NoticeItem,
  args: {
    id: '506',
    kind: 'target',
    title: `「到达目标价」${iphone.title} 降到 ¥4599.00`,
    text: '现价 ¥4599.00，已低于你设的目标价 ¥4600.00',
    href: iphone.href,
    createdAt: CARD_NOW - 20 * 60,
    now: CARD_NOW,
    imageSrc: iphone.imageSrc,
    siteId: iphone.siteId,
    price: 459_900,
    previousPrice: 479_900,
    isRead: false,
    onOpen: fn(),
    onMarkRead: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 640, padding: 12 } },
} satisfies Meta<typeof NoticeItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread: the mark, the tag and time, the price and its drop; 标为已读 and the link tell the caller. */
export const Unread: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(/到达目标价\s*未读/);
    await expect(canvas.getByText('20分钟前')).toBeVisible();
    await expect(canvas.getByText('¥4599.00')).toBeVisible();
    await expect(canvas.getByText('降 ¥200.00')).toBeVisible();
    const markRead = canvas.getByRole('button', { name: '标为已读' });
    await expect(markRead).toHaveAccessibleDescription(args.title);
    await userEvent.click(markRead);
    await expect(args.onMarkRead).toHaveBeenCalledWith({ id: '506' });
    const link = canvas.getByRole('link', { name: args.title });
    await expect(link).toHaveAttribute('href', iphone.href);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith({ id: '506' });
  },
};

/** Read: no mark and no 标为已读. */
export const Read: Story = {
  args: {
    id: '503',
    kind: 'percent',
    title: `「降幅提醒」${fridge.title} 降到 ¥3299.00`,
    text: '现价 ¥3299.00，比收藏时降了 23%',
    href: fridge.href,
    imageSrc: fridge.imageSrc,
    price: 329_900,
    previousPrice: 429_900,
    isRead: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('未读')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 价保: the amount the shopper may claim back stands out. */
export const Protect: Story = {
  args: {
    id: '502',
    kind: 'protect',
    title: `「价保提醒」${mate.title} 可申请差价`,
    text: '实付 ¥6999.00，现价 ¥6699.00，价保期还剩 20 天',
    href: mate.href,
    imageSrc: mate.imageSrc,
    siteId: mate.siteId,
    price: 669_900,
    previousPrice: 699_900,
    claimAmount: 30_000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('可申请 ¥300.00')).toBeVisible();
    await expect(canvas.getByText('价保')).toBeVisible();
  },
};

/** 涨价提醒: the tag in the brand's colour and the rise beside the price. */
export const Rise: Story = {
  args: {
    kind: 'rise',
    title: `「涨价提醒」${iphone.title} 涨价了：¥4599.00 → ¥4799.00`,
    text: '京东 · 现价 ¥4799.00，涨价前 ¥4599.00',
    price: 479_900,
    previousPrice: 459_900,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(/涨价\s*未读/);
    await expect(canvas.getByText('涨 ¥200.00')).toBeVisible();
    await expect(canvas.queryByText(/^降 /)).not.toBeInTheDocument();
  },
};

/** 到货提醒: the product is back in stock after 无货, at the price it came back at. */
export const Restock: Story = {
  args: {
    kind: 'restock',
    title: `「到货提醒」${iphone.title} 到货了：¥4599.00`,
    text: '京东 · 现价 ¥4599.00，商品已重新有货',
    price: 459_900,
    previousPrice: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(/到货\s*未读/);
    await expect(canvas.getByText(/到货了：¥4599\.00/)).toBeVisible();
    await expect(canvas.queryByText(/^[降涨] /)).not.toBeInTheDocument();
  },
};

/** 近 N 天最低: the price reached the lowest of the last 30 days, with the drop from that low. */
export const LowestDays: Story = {
  args: {
    kind: 'lowest_days',
    title: `「近 30 天最低」${iphone.title} 到了近 30 天最低价 ¥4499.00`,
    text: '京东 · 现价 ¥4499.00，此前近 30 天最低 ¥4599.00',
    price: 449_900,
    previousPrice: 459_900,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('近期最低')).toBeVisible();
    await expect(canvas.getByText('降 ¥100.00')).toBeVisible();
  },
};

/** A follow's digest: the followed keyword's new good prices, one per line, leading to its search. */
export const FollowDigest: Story = {
  args: {
    kind: 'follow',
    title: '「关注提醒」关键词「降噪耳机」：3 件新好价',
    text: [
      `历史新低 · 淘宝 · ${headphones.title} ¥1899.00`,
      '好价爆料 · 京东 · 索尼 WF-1000XM5 真无线降噪耳机 ¥1399.00',
      '好价 · 天猫 · Bose QuietComfort 消噪耳机 ¥1699.00',
    ].join('\n'),
    href: '/crc64/list?q=%E9%99%8D%E5%99%AA%E8%80%B3%E6%9C%BA',
    imageSrc: headphones.imageSrc,
    siteId: headphones.siteId,
    price: 189_900,
    previousPrice: undefined,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(/关注\s*未读/);
    await expect(canvas.getByText(/好价爆料 · 京东 · 索尼 WF-1000XM5/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.title })).toHaveAttribute('href', args.href);
  },
};

/** A picture that fails shows the 'loading' placeholder (behaviour.md §2, not the collection page). */
export const BrokenImage: Story = {
  args: {
    kind: 'lowest',
    title: `「历史新低」${headphones.title} 降到 ¥1999.00`,
    text: '现价 ¥1999.00，创历史新低（此前最低 ¥2099.00）',
    imageSrc: CARD_BROKEN_IMAGE,
    siteId: headphones.siteId,
    price: 199_900,
    previousPrice: 219_900,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-kind="loading"]')).not.toBeNull(),
    );
  },
};

/** A channel test from last week: no product, so an icon stands in for the picture; the day, no price. */
export const ChannelTest: Story = {
  args: {
    id: '501',
    kind: 'test',
    title: '「测试消息」站内消息已送达',
    text: '这是一条测试消息：收到它说明站内消息工作正常。',
    href: '/home',
    createdAt: CARD_NOW - 9 * 86_400,
    imageSrc: undefined,
    price: undefined,
    previousPrice: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('测试')).toBeVisible();
    await expect(canvas.getByText('2024.06.09')).toBeVisible();
    await expect(canvas.queryByText(/¥/)).not.toBeInTheDocument();
  },
};

/** A long title is cut to two lines; the text wraps; nothing overflows a 320 px phone. */
export const LongContent: Story = {
  parameters: { frame: { width: 320, padding: 0 } },
  args: {
    title: `「降价提醒」${iphone.title}（官方旗舰店 限时直降 领券再减 赠品多多）降到 ¥4599.00`,
    text: '现价 ¥4599.00，此前 ¥4799.00\n领券后到手价可能更低，以商品页为准。',
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
