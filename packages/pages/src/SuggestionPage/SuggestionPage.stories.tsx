import { SUGGESTION_FIELD_CODES } from '@pricetrail/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withPage, type PageStory } from '../testing';
import { SuggestionPage } from './SuggestionPage';

const ROUTE = { path: '/app/suggestion', url: '/app/suggestion' } satisfies PageStory;

/** A small real PNG screenshot of one flat colour, made in the browser. */
async function screenshotFile(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = colour;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** Waits until every preview has decoded, so screenshots never catch a grey box. */
async function previewsLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const frames = [...canvasElement.querySelectorAll('li [data-state]')];
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame).toHaveAttribute('data-state', 'loaded');
  });
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Writes a suggestion, leaves an e-mail and chooses two screenshots. */
async function fill(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.type(canvas.getByLabelText('你的意见或建议'), '希望能加上唯品会的历史价格。');
  await userEvent.type(canvas.getByLabelText('联系方式（选填）'), 'me@example.com');
  await userEvent.upload(canvas.getByLabelText('添加截图'), [
    await screenshotFile('商品页.png', '#2b8a3e'),
    await screenshotFile('价格.png', '#1c7ed6'),
  ]);
  await previewsLoaded(canvasElement);
}

const meta = {
  title: 'Pages/SuggestionPage',
  component: SuggestionPage,
  decorators: [withPage],
  parameters: { page: ROUTE },
} satisfies Meta<typeof SuggestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: the text, an optional contact and up to three screenshots. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
    await expect(canvas.getByLabelText('你的意见或建议')).toHaveValue('');
    await expect(canvas.getByText('0/500')).toBeVisible();
    await expect(canvas.getByLabelText('添加截图')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '提交反馈' })).toBeVisible();
  },
};

/** Written, with two screenshots previewed; one removed again. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await expect(canvas.getByText('14/500')).toBeVisible();
    const chosen = canvas.getByRole('list', { name: '已选图片' });
    await expect(chosen.querySelectorAll('img')).toHaveLength(2);
    await userEvent.upload(canvas.getByLabelText('添加截图'), [
      await screenshotFile('第三张.png', '#f08c00'),
    ]);
    await previewsLoaded(canvasElement);
    await expect(canvas.queryByLabelText('添加截图')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '删除第3张图片' }));
    await expect(chosen.querySelectorAll('img')).toHaveLength(2);
    await expect(canvas.getByLabelText('添加截图')).toBeEnabled();
  },
};

/** Missing text and a contact that is neither a phone number nor an e-mail address. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('联系方式（选填）'), 'qq 12345');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(canvas.getByLabelText('你的意见或建议')).toHaveAccessibleDescription(
      /请写下你的意见或建议/,
    );
    await expect(canvas.getByLabelText('联系方式（选填）')).toHaveAccessibleDescription(
      '请输入正确的手机号码或邮箱',
    );
    await expect(canvas.getByLabelText('联系方式（选填）')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On its way: the form waits and cannot be sent twice. */
export const Uploading: Story = {
  parameters: { page: { ...ROUTE, suggestions: { delayMs: 600_000 } } },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    const button = await canvas.findByRole('button', { name: '正在提交…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('添加截图')).toBeDisabled();
  },
};

/** The server refused a screenshot: its Chinese reason shows beside the screenshots. */
export const ServerError: Story = {
  parameters: {
    page: {
      ...ROUTE,
      suggestions: { fail: { code: SUGGESTION_FIELD_CODES.images, msg: '图片已损坏，无法读取' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    const group = canvas.getByRole('group', { name: /截图/ });
    await expect(await canvas.findByText('图片已损坏，无法读取')).toBeVisible();
    await expect(group).toContainElement(canvas.getByText('图片已损坏，无法读取'));
    await expect(canvas.getByLabelText('你的意见或建议')).toHaveValue(
      '希望能加上唯品会的历史价格。',
    );
  },
};

/** The connection dropped: said above the button, the form kept. */
export const NetworkError: Story = {
  parameters: { page: { ...ROUTE, suggestions: { fail: 'network' } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('你的意见或建议'), '页面打不开');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    const line = await canvas.findByText('网络异常');
    await expect(line).toHaveAttribute('role', 'alert');
    await expect(canvas.getByLabelText('你的意见或建议')).toHaveValue('页面打不开');
  },
};

/** Received: thanks, and a way to write another. */
export const Sent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('感谢你的反馈');
    await expect(canvas.getByRole('button', { name: '再写一条' })).toBeVisible();
    await expect(canvas.queryByLabelText('你的意见或建议')).toBeNull();
  },
};

/** At most a 375 px phone's width: filled with three screenshots, nothing runs off the side. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.upload(canvas.getByLabelText('添加截图'), [
      await screenshotFile('第三张.png', '#f08c00'),
    ]);
    await previewsLoaded(canvasElement);
    const form = canvas.getByRole('region', { name: '意见反馈表单' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
