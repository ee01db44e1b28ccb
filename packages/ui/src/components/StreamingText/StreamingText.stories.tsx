import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StreamingText, type StreamingTextProps } from './StreamingText';
import { withFrame } from '../../testing';

/** The answer as it arrives from the model, piece by piece. */
const CHUNKS = [
  '结论：现在入手 iPhone 15 128GB 比较划算。',
  '到手价 ¥4,599 已接近 180 天最低价，',
  '比 3 月份的 ¥4,899 低了 ¥300。\n',
  '建议：京东自营叠加「满4000减300」券最省心，',
  '如果不急，可以等 7 月中旬再看看是否继续降价。',
];
const FULL_TEXT = CHUNKS.join('');
const CHUNK_MS = 60;

const meta = {
  title: 'AI/StreamingText',
  component: StreamingText,
  args: { text: FULL_TEXT, isStreaming: false, onStop: fn(), onRetry: fn() },
  decorators: [withFrame],
  parameters: {
    // The caret would blink mid-screenshot otherwise; the site keeps the animation.
    frame: { maxWidth: 640, padding: 12, '--streaming-caret-animation': 'none' },
  },
} satisfies Meta<typeof StreamingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the first piece. */
export const Thinking: Story = {
  args: { text: '', isStreaming: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正在思考')).toBeVisible();
    await expect(canvasElement.querySelector('[data-caret]')).toBeInTheDocument();
  },
};

/** Part of the answer is in: caret at the end, 停止生成 available, the region is busy. */
export const Streaming: Story = {
  args: { text: CHUNKS.slice(0, 3).join(''), isStreaming: true },
  play: async ({ canvas, canvasElement, args }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveAttribute('aria-busy', 'true');
    await expect(live?.querySelector('p:last-child [data-caret]')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '停止生成' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** The whole answer is in: no caret, no button, the AI note. */
export const Done: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-caret]')).toBeNull();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('以上内容由 AI 生成，仅供参考')).toBeVisible();
    await expect(canvas.getByText('生成完毕')).toBeVisible();
  },
};

/** The stream broke off: what arrived stays, the error is announced, 重新生成 offered. */
export const Failed: Story = {
  args: { text: CHUNKS.slice(0, 2).join(''), error: '网络异常，AI 观点生成失败' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，AI 观点生成失败');
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The user stopped it: the partial answer stays and can be generated again. */
export const Stopped: Story = {
  args: { text: CHUNKS.slice(0, 2).join(''), isStopped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已停止生成')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

interface GrowingProps extends StreamingTextProps {
  /** Pieces to deliver before the model goes quiet (still streaming). */
  stallAfter?: number;
}

/** Feeds CHUNKS into the component on a timer, as the page does with the server stream. */
function GrowingText({ stallAfter = CHUNKS.length, onStop, ...args }: GrowingProps) {
  const [count, setCount] = useState(0);
  const [isStopped, setStopped] = useState(false);
  const isFinished = count >= CHUNKS.length;

  useEffect(() => {
    if (isStopped || count >= stallAfter) return;
    const timer = setTimeout(() => setCount((current) => current + 1), CHUNK_MS);
    return () => clearTimeout(timer);
  }, [count, isStopped, stallAfter]);

  return (
    <StreamingText
      {...args}
      text={CHUNKS.slice(0, count).join('')}
      isStreaming={!isStopped && !isFinished}
      isStopped={isStopped}
      onStop={() => {
        onStop?.();
        setStopped(true);
      }}
    />
  );
}

/** The text grows piece by piece until the answer is complete. */
export const Growing: Story = {
  args: { text: '', isStreaming: true },
  render: (args) => <GrowingText {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByText(/现在入手/);
    await expect(canvas.getByRole('button', { name: '停止生成' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('生成完毕')).toBeVisible());
    await expect(canvas.getByText(/如果不急/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '停止生成' })).not.toBeInTheDocument();
  },
};

/** Stopping mid-answer keeps what arrived and stops the stream. */
export const StopWhileGrowing: Story = {
  args: { text: '', isStreaming: true },
  render: (args) => <GrowingText {...args} stallAfter={2} />,
  play: async ({ canvas, args }) => {
    await canvas.findByText(/180 天最低价/);
    await userEvent.click(canvas.getByRole('button', { name: '停止生成' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('已停止生成')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '停止生成' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/低了/)).not.toBeInTheDocument();
  },
};
