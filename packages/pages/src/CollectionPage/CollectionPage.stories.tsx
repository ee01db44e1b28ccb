import { manyWatchItems, SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { minePage, ShellStandIn, visitorMinePage, withPage } from '../testing';
import { CollectionPage } from './CollectionPage';

/** The page in a positioned box its dialogs cover, so screenshots show them over the page. */
function StagedPage() {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setStage} style={{ position: 'relative', minHeight: 720 }}>
      {stage && <CollectionPage dialogContainer={stage} />}
    </div>
  );
}

const meta = {
  title: 'Pages/CollectionPage',
  component: CollectionPage,
  render: () => <StagedPage />,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: minePage('/mine/collection') },
} satisfies Meta<typeof CollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Waits until the list shows what the fake server holds (no refresh on its way). */
async function settled(canvas: Canvas) {
  await waitFor(() =>
    expect(canvas.getByRole('list', { name: '收藏的商品' })).not.toHaveAttribute('aria-busy'),
  );
}

/**
 * Runs `action` and waits until it has reloaded the list: the list was dimmed (`aria-busy`) at
 * some point after it, however briefly, and no longer is. A change of order reaches the list a
 * render after the button shows it pressed, so the button alone says nothing of the reload.
 */
async function reloadedBy(canvas: Canvas, action: () => Promise<void>) {
  const list = canvas.getByRole('list', { name: '收藏的商品' });
  let reloads = 0;
  const observer = new MutationObserver((records) => {
    reloads += records.filter((record) => record.oldValue === null).length;
  });
  observer.observe(list, { attributeFilter: ['aria-busy'], attributeOldValue: true });
  try {
    await action();
    await waitFor(() => {
      expect(reloads).toBeGreaterThan(0);
      expect(list).not.toHaveAttribute('aria-busy');
    });
  } finally {
    observer.disconnect();
  }
}

/** The card whose title link matches `name`. */
async function cardOf(canvas: Canvas, name: RegExp) {
  const link = await canvas.findByRole('link', { name });
  return within(link.closest('article') as HTMLElement);
}

/** The watch list, newest first: counts on the tabs, the groups, the drop of each item, 导出 links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '全部 5' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '降价 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收藏时间' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('group', { name: '分组' })).toHaveTextContent('全部分组手机家电');
    const iphone = await cardOf(canvas, /iPhone 15/);
    await expect(iphone.getByText(/已降价 ¥1400\.00（23\.3%）/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '导出 CSV' })).toHaveAttribute(
      'href',
      '/UserExtend/Export?format=csv&what=collection',
    );
    await expect(canvas.getByRole('link', { name: '我的收藏' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** {@link Default} in the dark scheme on a phone (`parameters.colourScheme`). */
export const Dark: Story = { ...Default, parameters: { colourScheme: 'dark' } };

/** A picture that fails shows 'no image' on this page (behaviour.md §2). */
export const BrokenImage: Story = {
  play: async ({ canvas }) => {
    const dyson = await cardOf(canvas, /戴森/);
    await waitFor(() => expect(dyson.getByText('暂无图片')).toBeVisible());
    await expect(dyson.getByText('暂无报价')).toBeVisible();
  },
};

/** The 降价 tab in the address: only the cheaper items, biggest drop first when asked. */
export const ReducedByDrop: Story = {
  parameters: { page: minePage('/mine/collection?tab=reduce&sort=drop') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '降价 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const titles = within(await canvas.findByRole('list', { name: '收藏的商品' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(titles).toHaveLength(3);
    await expect(titles[0]).toMatch(/iPhone/);
    await expect(titles[2]).toMatch(/海尔/);
  },
};

/** Choosing a group and an order narrows and reorders the list. */
export const FilterByGroup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '家电' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: '收藏的商品' })).getAllByRole('article'),
      ).toHaveLength(2),
    );
    // The story ends once the re-sorted list has come: axe and the screenshot see it settled.
    await reloadedBy(canvas, () => userEvent.click(canvas.getByRole('button', { name: '价格' })));
    await expect(canvas.getByRole('button', { name: '价格' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '家电' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Nothing saved yet: how to add (the 收藏 button on product pages and lists). */
export const Empty: Story = {
  parameters: { page: minePage('/mine/collection', { items: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有收藏的商品' })).toBeVisible();
    await expect(canvas.getByText(/在价格旁点“收藏”或“降价提醒”即可添加/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/home');
  },
};

/** The list is being read. */
export const Loading: Story = {
  parameters: { page: minePage('/mine/collection', { delayMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取…');
  },
};

/** The list could not be read: the line and a retry. */
export const Failed: Story = {
  parameters: { page: minePage('/mine/collection', { fail: { collection: 'network' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A visitor is sent to /user_login?from=/mine/collection. */
export const SignedOut: Story = {
  parameters: { page: visitorMinePage('/mine/collection') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};

/** 45 items: 20 a page, and the pages follow the address. */
export const Paged: Story = {
  parameters: { page: minePage('/mine/collection', { items: manyWatchItems(45) }) },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: '收藏分页' });
    // The arrows work at every width (page numbers hide on phones).
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(pages).toHaveTextContent('第 2 页，共 3 页'));
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: '收藏的商品' })).getAllByRole('article'),
      ).toHaveLength(5),
    );
    await settled(canvas);
  },
};

/** 修改提醒: 低于目标价 refuses a target not below today's price in the dialog; a good one shows at once. */
export const EditTarget: Story = {
  play: async ({ canvas }) => {
    const iphone = await cardOf(canvas, /iPhone 15/);
    await expect(iphone.getByText('任意降价')).toBeVisible();
    await userEvent.click(iphone.getByRole('button', { name: '修改提醒' }));
    const dialog = within(await canvas.findByRole('dialog', { name: '修改提醒' }));
    await expect(dialog.getByRole('radio', { name: '任意降价' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: '低于目标价' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('请填写目标价');
    const input = dialog.getByRole('textbox', { name: '目标价（元）' });
    await userEvent.type(input, '4999');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('目标价需低于当前价 ¥4599.00'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '4299');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(iphone.getByText('低于 ¥4299.00')).toBeVisible();
  },
};

/** 降幅达到 N%: the percentage is checked (1–90), then the card says the new condition. */
export const EditPercent: Story = {
  play: async ({ canvas }) => {
    const mate = await cardOf(canvas, /Mate 60/);
    await expect(mate.getByText('低于 ¥5500.00')).toBeVisible();
    await userEvent.click(mate.getByRole('button', { name: '修改提醒' }));
    const dialog = within(await canvas.findByRole('dialog', { name: '修改提醒' }));
    await userEvent.click(dialog.getByRole('radio', { name: '降幅达到 N%' }));
    const input = dialog.getByRole('textbox', { name: '降幅（%）' });
    await userEvent.type(input, '95');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(input).toHaveAccessibleDescription(/降幅请填写 1–90 之间的整数/);
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(mate.getByText('降幅达到 20%')).toBeVisible();
    await settled(canvas);
  },
};

/** 近 N 天最低 with a quiet interval: N is checked (7–365), then the card says both. */
export const EditLowestDays: Story = {
  play: async ({ canvas }) => {
    const iphone = await cardOf(canvas, /iPhone 15/);
    await userEvent.click(iphone.getByRole('button', { name: '修改提醒' }));
    const dialog = within(await canvas.findByRole('dialog', { name: '修改提醒' }));
    await userEvent.click(dialog.getByRole('radio', { name: '近 N 天最低' }));
    const days = dialog.getByRole('textbox', { name: '天数 N' });
    await userEvent.type(days, '400');
    await userEvent.type(dialog.getByRole('textbox', { name: '提醒间隔（可选）' }), '24');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(days).toHaveAccessibleDescription(/天数请填写 7–365 之间的整数/);
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(iphone.getByText('近 30 天最低，每 24 小时最多一次')).toBeVisible();
    await settled(canvas);
  },
};

/** 删除 asks first; the item goes at once and the tab counts follow. */
export const Remove: Story = {
  play: async ({ canvas }) => {
    const fridge = await cardOf(canvas, /海尔/);
    await userEvent.click(fridge.getByRole('button', { name: '删除' }));
    const dialog = within(await canvas.findByRole('dialog', { name: '删除这件收藏？' }));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: /海尔/ })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('tab', { name: '全部 4' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list', { name: '收藏的商品' })).toHaveFocus());
    await settled(canvas);
    await expect(canvas.getByRole('tab', { name: '降价 2' })).toBeVisible();
  },
};

/** The server refuses a removal: the item comes back with the reason. */
export const RemoveRefused: Story = {
  parameters: {
    page: minePage('/mine/collection', { fail: { removeFromCollection: '收藏不存在' } }),
  },
  play: async ({ canvas }) => {
    const sony = await cardOf(canvas, /索尼/);
    await userEvent.click(sony.getByRole('button', { name: '删除' }));
    const dialog = within(await canvas.findByRole('dialog', { name: '删除这件收藏？' }));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('删除失败：收藏不存在');
    await expect(canvas.getByRole('link', { name: /索尼/ })).toBeVisible();
    await settled(canvas);
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <CollectionPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: '全部 5' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

/** An operator's personal area (under the shell, which reads the user) also links the moderation queue; it still fits a 320 px phone. */
export const Operator: Story = {
  parameters: {
    page: minePage('/mine/collection', {}, { user: { ...SAMPLE_USER, isOperator: true } }),
  },
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <ShellStandIn />
      <CollectionPage />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: '个人中心' }));
    await expect(await nav.findByRole('link', { name: '内容审核' })).toHaveAttribute(
      'href',
      '/mine/moderation',
    );
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
