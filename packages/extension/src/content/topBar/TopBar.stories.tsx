import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MSG_NO_PROMOTIONS, TOP_BAR_LABEL } from '../../shared/text';
import { mountShadowHost } from '../shadowHost';
import { renderTopBar } from './renderTopBar';
import { TOP_BAR_CSS } from './topBarStyles';
import type { TopBarView } from './topBarView';

/** Props of the stage: what the content script draws the top bar from. */
interface TopBarStageProps {
  /** What the bar shows. */
  readonly view: TopBarView;
  /** Called when the shopper closes the bar. */
  readonly onClose: () => void;
}

/** The top bar as the content script draws it: its own shadow root, the real render code. */
function TopBarStage({ view, onClose }: TopBarStageProps) {
  const placeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { host, container } = mountShadowHost(document, 'top-bar', TOP_BAR_CSS);
    placeRef.current?.append(host);
    renderTopBar(container, view, onClose);
    return () => host.remove();
  }, [view, onClose]);
  return <div ref={placeRef} />;
}

/** The bar's region inside its shadow root, once drawn, for role queries. */
async function topBarOf(canvasElement: HTMLElement) {
  const region = await waitFor(() => {
    const found = canvasElement
      .querySelector('[data-pricetrail="top-bar"]')
      ?.shadowRoot?.querySelector('section');
    if (!found) throw new Error('the top bar is not drawn yet');
    return found;
  });
  await expect(region).toHaveAccessibleName(TOP_BAR_LABEL);
  return within(region);
}

const AI_RATE_URL = 'http://localhost:8080/ext/ai_rate?dp=100008348542-3';

const meta = {
  title: 'Extension/TopBar',
  component: TopBarStage,
  parameters: { layout: 'fullscreen' },
  args: {
    view: {
      promotions: [
        { text: '满3000减200', day: '11.26' },
        { text: '领券减50', day: '11.24' },
        { text: '每满200减30', day: '11.11' },
      ],
      aiRateUrl: AI_RATE_URL,
    },
    onClose: fn(),
  },
} satisfies Meta<typeof TopBarStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Promotions and coupons the server has seen, newest first; the AI rating; a close button. */
export const WithPromotions: Story = {
  beforeEach: ({ args }) => args.onClose.mockClear(),
  play: async ({ canvasElement, args }) => {
    const bar = await topBarOf(canvasElement);
    const offers = within(bar.getByRole('list', { name: '近期优惠' })).getAllByRole('listitem');
    await expect(offers.map((offer) => offer.textContent)).toEqual([
      '满3000减20011.26',
      '领券减5011.24',
      '每满200减3011.11',
    ]);
    await expect(bar.getByRole('link', { name: 'AI 评分：值不值得买' })).toHaveAttribute(
      'href',
      AI_RATE_URL,
    );
    await userEvent.click(bar.getByRole('button', { name: '关闭价迹优惠条' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Nothing recorded for the product: the bar says so and still links the AI rating. */
export const NoPromotions: Story = {
  args: { view: { promotions: [], aiRateUrl: AI_RATE_URL } },
  play: async ({ canvasElement }) => {
    const bar = await topBarOf(canvasElement);
    await expect(bar.getByText(MSG_NO_PROMOTIONS)).toBeVisible();
    await expect(bar.queryByRole('list')).not.toBeInTheDocument();
  },
};
