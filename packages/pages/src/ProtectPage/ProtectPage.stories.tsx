import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { minePage, visitorMinePage, withPage } from '../testing';
import { ProtectPage } from './ProtectPage';

/** The page in a positioned box its dialogs cover, so screenshots show them over the page. */
function StagedPage() {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setStage} style={{ position: 'relative', minHeight: 720 }}>
      {stage && <ProtectPage dialogContainer={stage} />}
    </div>
  );
}

const meta = {
  title: 'Pages/ProtectPage',
  component: ProtectPage,
  render: () => <StagedPage />,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: minePage('/mine/price_protect') },
} satisfies Meta<typeof ProtectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function ordersIn(canvas: Canvas) {
  return within(canvas.getByRole('list', { name: '价保订单' })).getAllByRole('article');
}

/** The orders still protected: 可申请 ¥300.00 stands out, both tab counts, the form above. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '有效 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '已过期 1' })).toBeVisible();
    await expect(canvas.getByText('可申请 ¥300.00')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '登记价保订单' })).toBeVisible();
    await expect(canvas.getByLabelText('购买日期')).toHaveValue('2026-01-01');
    await expect(canvas.getByRole('link', { name: '导出 JSON' })).toHaveAttribute(
      'href',
      '/UserExtend/Export?format=json&what=orders',
    );
  },
};

/** 已过期: the orders past their window, without a claim link. */
export const Expired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '已过期 1' }));
    await waitFor(() => expect(ordersIn(canvas)).toHaveLength(1));
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /申请价保|价保页/ })).not.toBeInTheDocument();
  },
};

/** A purchase by link: it appears on 有效 and the form starts again. */
export const AddOrder: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('textbox', { name: '商品链接' });
    await userEvent.type(link, '【京东】Apple iPhone 15 https://item.jd.com/100066896338.html');
    await userEvent.type(canvas.getByRole('textbox', { name: '实付金额（元）' }), '4599');
    await userEvent.type(canvas.getByRole('textbox', { name: '价保天数（可选）' }), '30');
    await userEvent.click(canvas.getByRole('button', { name: '登记' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('已登记');
    await waitFor(() => expect(canvas.getByRole('tab', { name: '有效 3' })).toBeVisible());
    await expect(link).toHaveValue('');
  },
};

/** The form says what is wrong before anything is sent. */
export const FormRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: '商品链接' }),
      '100012043978-3',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '实付金额（元）' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: '登记' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入正确的实付金额');
  },
};

/** A product we do not track yet: the server's line. */
export const NotTracked: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: '商品链接' }),
      'https://item.jd.com/1.html',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '实付金额（元）' }), '99');
    await userEvent.click(canvas.getByRole('button', { name: '登记' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('暂未收录该商品');
  },
};

/** No orders yet: the form, and what the list will show. */
export const Empty: Story = {
  parameters: { page: minePage('/mine/price_protect', { orders: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有价保期内的订单' })).toBeVisible();
    await expect(canvas.getByText(/价保期内降价时这里会显示可申请的差价/)).toBeVisible();
  },
};

/** 删除 asks first, then the order leaves its tab. */
export const Remove: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: '有效 2' });
    const first = within(ordersIn(canvas)[1] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: '删除' }));
    const dialog = within(await canvas.findByRole('dialog', { name: '删除这笔价保订单？' }));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: '有效 1' })).toBeVisible());
  },
};

/** The orders are being read. */
export const Loading: Story = {
  parameters: { page: minePage('/mine/price_protect', { delayMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取…');
  },
};

/** The orders could not be read: the line and a retry. */
export const Failed: Story = {
  parameters: { page: minePage('/mine/price_protect', { fail: { protectOrders: 'network' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
  },
};

/** A visitor is sent to sign in first. */
export const SignedOut: Story = {
  parameters: { page: visitorMinePage('/mine/price_protect') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <ProtectPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: '有效 2' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
