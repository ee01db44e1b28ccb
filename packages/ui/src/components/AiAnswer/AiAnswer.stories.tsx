import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { AiAnswer } from './AiAnswer';

const ANSWER = [
  '## 结论\n\n**值得买**：现在就是历史最低价。\n\n',
  '## 价格位置\n\n- 当前到手价 ¥5899.00（2026-01-01），走势：历史最低。\n',
  '- 近 30 天最低 ¥5899.00，近 180 天最低 ¥5899.00。\n\n',
  '## 其他商城\n\n- 天猫：¥5999.00。\n\n',
  '## 购买时机\n\n- 现在就是最低价，需要就买。\n',
];
const FULL = ANSWER.join('');
const MADE_AT = Date.UTC(2026, 0, 1, 2, 30) / 1000;

const meta = {
  title: 'AI/AiAnswer',
  component: AiAnswer,
  args: {
    title: 'AI 点评',
    status: 'done',
    text: FULL,
    author: 'deepseek-chat',
    isRuleBased: false,
    madeAt: MADE_AT,
    onStop: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  decorators: [withFrame],
  parameters: {
    // The caret would blink mid-screenshot otherwise; the site keeps the animation.
    frame: { maxWidth: 720, padding: 12, '--streaming-caret-animation': 'none' },
  },
} satisfies Meta<typeof AiAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked, nothing arrived yet: 正在思考 and 停止. */
export const Waiting: Story = {
  args: { status: 'waiting', text: '', author: '', madeAt: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('正在思考')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Part of the answer is in: the caret follows the last block, the region is busy. */
export const Streaming: Story = {
  args: { status: 'streaming', text: ANSWER.slice(0, 2).join('') },
  play: async ({ canvas, canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('li:last-child [data-caret]')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '复制' })).not.toBeInTheDocument();
  },
};

/** Finished by a model: sections, the model named, the time made, 复制 and 重新生成. */
export const Done: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '结论' })).toBeVisible();
    await expect(canvas.getByText('值得买')).toHaveProperty('tagName', 'STRONG');
    await expect(canvas.getByText(/模型：deepseek-chat · 生成于/)).toBeVisible();
    await expect(canvas.getByText('文中金额已与价迹的价格数据核对')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '停止' })).not.toBeInTheDocument();
  },
};

/** Just copied. */
export const Copied: Story = {
  args: { isCopied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
  },
};

/** Written by the rule-based analyst: labelled 规则生成（未使用 AI）. */
export const RuleBased: Story = {
  args: { author: '规则生成（未使用 AI）', isRuleBased: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^规则生成（未使用 AI） · 生成于/)).toBeVisible();
    await expect(canvas.queryByText(/模型：/)).not.toBeInTheDocument();
  },
};

/** From the day's cache. */
export const Cached: Story = {
  args: { isCached: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/今日已生成，直接取用/)).toBeVisible();
  },
};

/** The reader stopped it: the partial answer stays and can be copied or written again. */
export const Stopped: Story = {
  args: { status: 'stopped', text: ANSWER.slice(0, 2).join('') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已停止')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

/** The stream broke off: what arrived stays above the Chinese message. */
export const ErrorMidStream: Story = {
  args: {
    status: 'error',
    text: ANSWER.slice(0, 2).join(''),
    error: 'AI 服务在回答途中出错（上面是已收到的部分）',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI 服务在回答途中出错');
    await expect(canvas.getByText(/当前到手价/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Over the daily limit: only the message. */
export const LimitReached: Story = {
  args: {
    status: 'limited',
    text: '',
    author: '',
    madeAt: undefined,
    error: '今天的 AI 分析次数已用完，请明天再来',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('今天的 AI 分析次数已用完');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A figure the data does not hold: the answer stays, the figure is named. */
export const FailedFigureCheck: Story = {
  args: {
    text: `${FULL}\n- 京东 PLUS 会员价 ¥5888.00。`,
    unknownFigures: ['¥5888.00'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      '金额核对未通过：¥5888.00 不在价迹的价格数据中',
    );
    await expect(canvas.getByText(/京东 PLUS 会员价/)).toBeVisible();
  },
};

/** Markup in an answer is shown as text, never run as HTML. */
export const HtmlStaysText: Story = {
  args: { text: '## 结论\n\n<img src=x onerror="alert(1)"><script>alert(2)</script> **好**' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.getByText(/<script>alert\(2\)<\/script>/)).toBeVisible();
  },
};
