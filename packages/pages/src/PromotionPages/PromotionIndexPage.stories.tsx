import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../testing';
import { PromotionIndexPage } from './PromotionIndexPage';

const meta = {
  title: 'Pages/PromotionIndexPage',
  component: PromotionIndexPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/promotion', url: '/promotion' } },
} satisfies Meta<typeof PromotionIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/promotion`: the events running now, then the coming ones, each with its dates and rules. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '商城活动' })).toBeVisible();
    const current = canvas.getByRole('region', { name: '进行中' });
    const cards = within(current).getAllByRole('heading', { level: 3 });
    await expect(cards.map((card) => card.textContent)).toEqual(['京东手机品牌日', '天猫年货节']);
    await expect(within(current).getByRole('link', { name: '京东手机品牌日' })).toHaveAttribute(
      'href',
      '/promotion/1',
    );
    const rules = within(current).getByRole('list', { name: '京东手机品牌日的规则' });
    await expect(rules).toHaveTextContent('满减满300减40');
    await expect(rules).toHaveTextContent('百亿补贴');
    const coming = canvas.getByRole('region', { name: '即将开始' });
    await expect(within(coming).getByText('2026.01.11–01.29')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '活动' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '进行中：京东手机品牌日、天猫年货节；即将开始：京东618。商城活动的日期、规则与参加的商品',
    );
  },
};

/** No event announced: each section says so. */
export const Empty: Story = {
  parameters: { page: { path: '/promotion', url: '/promotion', promotions: { events: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('眼下没有进行中的活动。')).toBeVisible();
    await expect(canvas.getByText('还没有公布的活动。')).toBeVisible();
  },
};

/** While the events are on their way. */
export const Loading: Story = {
  parameters: {
    page: { path: '/promotion', url: '/promotion', promotions: { isHanging: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载活动…');
  },
};

/** The events failed to load: the Chinese error line and a retry button. */
export const LoadFailed: Story = {
  parameters: {
    page: { path: '/promotion', url: '/promotion', promotions: { isFailing: true } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('活动列表加载失败，请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <PromotionIndexPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('京东手机品牌日');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
