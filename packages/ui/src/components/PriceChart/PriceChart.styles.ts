import styled, { css } from 'styled-components';

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: ${({ theme }) => theme.size.hairline};
  height: ${({ theme }) => theme.size.hairline};
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

// Sized by the chart's own box (a container query), not the viewport: it may sit in a side column.
const chartHeight = css`
  height: ${({ theme }) => theme.size.chartHeightPhone};

  @container (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    height: ${({ theme }) => theme.size.chartHeight};
  }
`;

export const StyledPriceChart = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledLegend = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledLegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space.lg};
    border-top: ${({ theme }) => theme.space.xxs} solid ${({ theme }) => theme.color.brand};
  }

  &[data-line='list']::before {
    border-top-style: dashed;
    border-top-color: ${({ theme }) => theme.color.textMuted};
  }

  &[data-line='sale']::before {
    width: 0;
    height: ${({ theme }) => theme.font.size.sm};
    border-top: 0;
    border-left: ${({ theme }) => theme.size.hairline} dashed ${({ theme }) => theme.color.brand};
  }

  &[data-line='stock']::before {
    height: ${({ theme }) => theme.font.size.sm};
    border-top: 0;
    background: ${({ theme }) => theme.color.border};
  }

  &[data-line='presale']::before {
    height: ${({ theme }) => theme.font.size.sm};
    border-top: 0;
    background: ${({ theme }) => theme.color.warning};
    opacity: 0.3;
  }
`;

export const StyledPanel = styled.div`
  position: relative;
  min-width: 0;
`;

export const StyledPlot = styled.div`
  ${chartHeight}
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  touch-action: pan-y;

  /* The few uPlot classes the chart needs, instead of uPlot's stylesheet. */
  .u-wrap {
    position: relative;
    user-select: none;
  }

  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }

  .u-under {
    overflow: hidden;
  }

  canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }

  .u-cursor-x,
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    pointer-events: none;
    will-change: transform;
  }

  .u-cursor-x {
    height: 100%;
    border-right: ${({ theme }) => theme.size.hairline} dashed
      ${({ theme }) => theme.color.textMuted};
  }

  .u-cursor-pt {
    border: 0 solid;
    border-radius: 50%;
    background-clip: padding-box !important;
  }

  .u-cursor-y,
  .u-select,
  .u-off {
    display: none;
  }
`;

export const StyledState = styled.div`
  ${chartHeight}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const StyledTooltip = styled.div`
  position: absolute;
  top: var(--tooltip-top, 0);
  left: var(--tooltip-x, 0);
  z-index: 1;
  max-width: ${({ theme }) => theme.size.tooltipMax};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  pointer-events: none;
`;

export const StyledTooltipDate = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledTooltipRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  white-space: nowrap;

  & > span:last-child {
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-line='final'] > span:last-child {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledTooltipPromotion = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.brand};
  white-space: normal;
`;

// A table is never narrower than its contents, whatever its width says: the hidden box is a block
// around it, or a long caption would widen the page.
export const StyledScreenReaderTable = styled.div`
  ${visuallyHidden}
`;

/** The price lines as SVG, over the plot's box until the interactive chart has drawn. */
export const StyledSketch = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs};

  & text {
    fill: ${({ theme }) => theme.color.textMuted};
  }

  & [data-part='area'] {
    fill: ${({ theme }) => theme.color.brandSoft};
  }

  & [data-part='final'],
  & [data-part='list'] {
    fill: none;
    stroke-width: 2;
    stroke: ${({ theme }) => theme.color.brand};
  }

  & [data-part='list'] {
    stroke-width: 1;
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-dasharray: 4 3;
  }

  /* Over the lines and as light as the canvas draws them (stockGapsPlugin's alphas). */
  & [data-part='band'] {
    fill: ${({ theme }) => theme.color.border};
    opacity: 0.55;
  }

  & [data-part='band'][data-state='presale'] {
    fill: ${({ theme }) => theme.color.warning};
    opacity: 0.16;
  }
`;
