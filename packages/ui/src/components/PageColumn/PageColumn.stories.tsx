import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageColumn } from './PageColumn';

const meta = {
  title: 'Layout/PageColumn',
  component: PageColumn,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <h1>历史价格</h1>
        <p>粘贴商品链接，查看它在各商城的真实价格走势，识别先涨后降的假优惠。</p>
      </>
    ),
  },
} satisfies Meta<typeof PageColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's content inside the column: padded on phones, centred and capped on wide screens. */
export const WithContent: Story = {
  play: async ({ canvas }) => {
    const column = canvas.getByRole('main');
    await expect(column).toContainElement(canvas.getByRole('heading', { name: '历史价格' }));
    await expect(getComputedStyle(column).paddingLeft).toBe('16px');
  },
};
