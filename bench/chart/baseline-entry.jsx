// The same page without the chart: the same data shown as a plain list, to isolate the chart's cost.
import { createRoot } from 'react-dom/client';
import { formatPrice } from '@pricetrail/core';
import { ThemeRoot } from '../../packages/ui/src/theme/index.ts';
import { history, report } from './benchData.js';

createRoot(document.getElementById('root')).render(
  <ThemeRoot>
    <ul>
      {history.finalPrices.map(([ts, fen], index) => (
        <li key={ts}>
          {new Date(ts * 1000).toISOString().slice(0, 10)} {formatPrice(fen)} /{' '}
          {formatPrice(history.listPrices[index]?.[1] ?? fen)}
        </li>
      ))}
    </ul>
  </ThemeRoot>,
);
report({ drawMs: 0, mountMs: 0 });
