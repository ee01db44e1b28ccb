import styled from 'styled-components';
import { lazyPart } from './lazyPart';
import { loadProductData } from './productDataLoader';

// Keeps the chart's height while its code arrives, so nothing below jumps.
const StyledPlaceholder = styled.div`
  min-height: ${({ theme }) => theme.size.chartHeightPhone};

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    min-height: ${({ theme }) => theme.size.chartHeight};
  }
`;

/** The kit's PriceChart, with its code (uPlot) loaded only when a history is on its way. */
export const PriceChart = lazyPart(
  'priceChart',
  loadProductData,
  (module) => module.PriceChart,
  <StyledPlaceholder aria-busy="true" />,
);
