import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { phoneHistory } from '../../fixtures/priceFixtures';
import { PriceChart, type PriceChartProps } from './PriceChart';

function Chart(props: Partial<PriceChartProps> & { width: number }) {
  const { width, ...rest } = props;
  return (
    <ThemeRoot>
      <div data-testid="box" style={{ width }}>
        <PriceChart
          title="测试商品"
          listPrices={phoneHistory.listPrices}
          finalPrices={phoneHistory.finalPrices}
          marks={phoneHistory.marks}
          range="1y"
          onRangeChange={() => {}}
          {...rest}
        />
      </div>
    </ThemeRoot>
  );
}

function canvasSize(container: HTMLElement) {
  const canvas = container.querySelector('canvas');
  return { width: canvas?.clientWidth ?? 0, height: canvas?.clientHeight ?? 0, canvas };
}

// A story renders at one width only; this one changes the box under a mounted chart.
test('the canvas follows its box: width through ResizeObserver, height by container size', async () => {
  await page.viewport(1280, 900);
  const screen = await render(<Chart width={1000} />);
  // 12 px padding on each side of the card.
  await expect.poll(() => canvasSize(screen.container).width).toBe(976);
  expect(canvasSize(screen.container).height).toBe(320);
  const { canvas } = canvasSize(screen.container);

  await screen.rerender(<Chart width={400} />);
  await expect.poll(() => canvasSize(screen.container).width).toBe(376);
  await expect.poll(() => canvasSize(screen.container).height).toBe(240);
  expect(canvasSize(screen.container).canvas).toBe(canvas);
  // The backing store follows the device pixel ratio, as uPlot sets it.
  expect(canvas?.width).toBe(Math.round(376 * window.devicePixelRatio));
});

test('a new range redraws the same chart; the first draw is reported once', async () => {
  const onDraw = vi.fn();
  const screen = await render(<Chart width={800} onDraw={onDraw} />);
  await expect.poll(() => onDraw.mock.calls.length).toBe(1);
  expect(onDraw.mock.calls[0]?.[0].ms).toBeGreaterThan(0);
  const { canvas } = canvasSize(screen.container);

  await screen.rerender(<Chart width={800} onDraw={onDraw} range="30d" />);
  await expect.element(page.getByRole('img', { name: /价格走势图（近1月）/ })).toBeInTheDocument();
  expect(canvasSize(screen.container).canvas).toBe(canvas);
  expect(onDraw).toHaveBeenCalledTimes(1);
});

test('the screen-reader table takes no room: a phone-wide chart does not widen the page', async () => {
  await page.viewport(320, 800);
  // A store's product title is long; the table's caption repeats it.
  const title = '华为 HUAWEI Mate 60 Pro 12GB+512GB 雅川青 卫星通话 鸿蒙智能手机';
  await render(<Chart width={296} title={title} />);
  await expect.element(page.getByRole('table', { name: /价格记录/ })).toBeInTheDocument();
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
});
