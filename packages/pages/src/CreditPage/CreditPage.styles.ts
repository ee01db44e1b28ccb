import styled from 'styled-components';

const rows = `
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledRules = styled.ul`
  ${rows}
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};

  & > li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const StyledLedger = styled.ol`
  ${rows}
  margin-bottom: ${({ theme }) => theme.space.md};

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  & time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const StyledAmount = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: right;

  &[data-tone='earn'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-tone='spend'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;
