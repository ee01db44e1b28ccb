import type { PriceChartProps } from '@pricetrail/ui';
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { loadProductData } from './productDataLoader';

const LoadedChart = lazy(() =>
  loadProductData().then(({ PriceChart }) => ({ default: PriceChart })),
);

// Keeps the chart's height while its code arrives, so nothing below jumps.
const StyledPlaceholder = styled.div`
  min-height: ${({ theme }) => theme.size.chartHeightPhone};

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    min-height: ${({ theme }) => theme.size.chartHeight};
  }
`;

/** The kit's PriceChart, with its code (uPlot) loaded only when a history is on its way. */
export function PriceChart(props: PriceChartProps) {
  return (
    <Suspense fallback={<StyledPlaceholder aria-busy="true" />}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
