import { SAMPLE_DEAL_RULES } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../testing';
import { DiscountPage } from './DiscountPage';

const meta = {
  title: 'Pages/DiscountPage',
  component: DiscountPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/home/discount', url: '/home/discount' } },
} satisfies Meta<typeof DiscountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's description, as search results show it. */
const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

/**
 * `/home/discount`: today's real deals, biggest drop first, each saying why in numbers; the
 * description says how many there are and what makes one.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '今日好价' })).toBeVisible();
    await expect(await canvas.findByText('共 3 件好价')).toBeVisible();
    const list = canvas.getByRole('region', { name: '好价列表' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards[0]).toHaveTextContent(
      '比30天中位价 ¥2999 低 33.3%（¥1000），近30天有16天数据',
    );
    await expect(cards[1]).toHaveTextContent(
      '比30天中位价 ¥6462 低 18%（¥1163），近30天有28天数据',
    );
    // The sample posts are of the second and third deals' products.
    const post = await within(cards[1] as HTMLElement).findByRole('link', { name: /好价详情/ });
    await expect(post).toHaveAttribute('href', '/zhi/detail/101');
    await expect(
      within(cards[0] as HTMLElement).queryByRole('link', { name: /好价详情/ }),
    ).toBeNull();
    await expect(canvas.getByRole('link', { name: '真降价' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(description()).toMatch(
      `今日 3 件好价，到手价比 30 天中位价低至少 ${SAMPLE_DEAL_RULES.minDropPercent}%。`,
    );
  },
};

/** Sorting by the biggest ¥ drop, from the keyboard. */
export const SortByAmount: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('共 3 件好价');
    const button = canvas.getByRole('button', { name: '降价最多' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    const list = canvas.getByRole('region', { name: '好价列表' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('（¥1163）'),
    );
  },
};

/** Filtering by store and drop size: only 天猫, at least 30 % off. */
export const Filtering: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('共 3 件好价');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商城' }), '天猫');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '降幅' }), '30');
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await expect(await canvas.findByText('共 1 件好价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /索尼/ })).toBeVisible();
  },
};

/** The 假降价 view: each fake cut with its proof (price before the raise, the day, the data). */
export const FakeCuts: Story = {
  parameters: { page: { path: '/home/discount', url: '/home/discount?view=fake' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 1 件假降价')).toBeVisible();
    const list = canvas.getByRole('region', { name: '假降价列表' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent(
      '假降价：涨价前约 ¥5199，2025.12.11 涨到 ¥6599，如今"降"到 ¥5299，并不比涨价前便宜；依据 35 天价格数据',
    );
    await expect(canvas.getByRole('link', { name: '假降价（先涨后降）' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(description()).toMatch(/^今日 1 件假降价，/);
  },
};

/** No deal matches the filters: an empty state that clears them. */
export const Empty: Story = {
  parameters: { page: { path: '/home/discount', url: '/home/discount?max=1' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的好价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '清除筛选' })).toHaveAttribute(
      'href',
      '/home/discount',
    );
  },
};

/** While the deals are on their way. */
export const Loading: Story = {
  parameters: {
    page: { path: '/home/discount', url: '/home/discount', deals: { isHanging: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载好价…');
  },
};

/** The deals failed to load: the Chinese error line and a retry button. */
export const LoadFailed: Story = {
  parameters: {
    page: { path: '/home/discount', url: '/home/discount', deals: { isFailing: true } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('好价列表加载失败，请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** `/home/discount/:class`: one category's deals, its link marked. */
export const OneCategory: Story = {
  parameters: { page: { path: '/home/discount/:class', url: '/home/discount/digital' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /今日好价/ })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '好价分类' });
    await expect(within(nav).getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A category the catalogue does not have: kept out of search indexes (the server answers 404). */
export const UnknownCategory: Story = {
  parameters: { page: { path: '/home/discount/:class', url: '/home/discount/nothing' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '没有找到这个分类' }),
    ).toBeVisible();
    // The 查历史价 box's code loads when a missing page first shows it.
    await expect(await canvas.findByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部好价' })).toHaveAttribute(
      'href',
      '/home/discount',
    );
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <DiscountPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('共 3 件好价');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
