// The measured page: PriceChart with 3,650 daily points on both lines, as a product page mounts it.
import { createRoot } from 'react-dom/client';
import { PriceChart } from '../../packages/ui/src/components/PriceChart/index.ts';
import { ThemeRoot } from '../../packages/ui/src/theme/index.ts';
import { history, report } from './benchData.js';

const mountStartedAt = performance.now();

createRoot(document.getElementById('root')).render(
  <ThemeRoot>
    <div style={{ width: 1200, margin: '0 auto' }}>
      <PriceChart
        title="基准测试商品"
        listPrices={history.listPrices}
        finalPrices={history.finalPrices}
        marks={history.marks}
        promotions={history.promotions}
        range="all"
        onRangeChange={() => {}}
        onDraw={({ ms }) => report({ drawMs: ms, mountMs: performance.now() - mountStartedAt })}
      />
    </div>
  </ThemeRoot>,
);
