import styled from 'styled-components';

export const StyledChart = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const StyledChangeList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  & time {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.familyNumeric};
  }

  & [data-part='price'] {
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & [data-tone='down'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  & [data-tone='up'] {
    color: ${({ theme }) => theme.color.priceUp};
  }

  & [data-part='lowest'] {
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.priceDownSoft};
    color: ${({ theme }) => theme.color.priceDown};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  & > li[data-is-lowest] [data-part='price'] {
    color: ${({ theme }) => theme.color.priceDown};
  }
`;
