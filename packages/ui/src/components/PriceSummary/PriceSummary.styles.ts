import styled, { css } from 'styled-components';

const visuallyHidden = css`
  position: absolute;
  width: ${({ theme }) => theme.size.hairline};
  height: ${({ theme }) => theme.size.hairline};
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

// The small rounded label beside a price: the trend (涨/降/历史最低) and 待核实.
const pill = css`
  align-self: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.round};
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledPriceSummary = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledCurrent = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

// A row of its own: what the action says once the page is live never moves the prices.
export const StyledAction = styled.div`
  flex: 1 0 100%;
  min-width: 0;
`;

export const StyledCurrentLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledCurrentPrice = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.brand};

  &[data-missing='true'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledTrend = styled.span`
  ${pill}
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};

  &[data-tone='lowest'] {
    color: ${({ theme }) => theme.color.textInverse};
    background: ${({ theme }) => theme.color.priceDown};
  }

  &[data-tone='down'] {
    color: ${({ theme }) => theme.color.priceDown};
    background: ${({ theme }) => theme.color.priceDownSoft};
  }

  &[data-tone='up'] {
    color: ${({ theme }) => theme.color.priceUp};
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  @container (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  &[data-columns='3'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledStat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space.xs};
  }
`;

export const StyledStatPrice = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &[data-tone='down'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-tone='up'] {
    color: ${({ theme }) => theme.color.priceUp};
  }

  &[data-missing='true'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledStatDate = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledWarning = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.brandSoft};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > strong {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.brand};
  }

  & svg {
    width: 1em;
    height: 1em;
    color: ${({ theme }) => theme.color.brand};
  }

  & svg > path + path {
    stroke: ${({ theme }) => theme.color.onBrand};
  }

  & > p {
    margin: 0;
  }
`;

export const StyledPending = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: ${({ theme }) => theme.size.hairline} dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const StyledPendingTag = styled.strong`
  ${pill}
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.textMuted};
`;

export const StyledPendingPrice = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledPendingNote = styled.span`
  min-width: 0;
`;

export const StyledStock = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledStockTag = styled.strong`
  ${pill}
  color: ${({ theme }) => theme.color.priceDown};
  border: ${({ theme }) => theme.size.hairline} solid currentColor;

  &:not([data-state='in_stock']) {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &[data-state='presale'] {
    border-color: ${({ theme }) => theme.color.warning};
  }
`;
