import styled from 'styled-components';

export const StyledAdvice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &[data-tone='buy'],
  &[data-tone='elsewhere'] {
    background: ${({ theme }) => theme.color.priceDownSoft};
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-tone='wait'],
  &[data-tone='careful'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
`;

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/** 品牌 and 关注这个品牌 above the attributes. */
export const StyledBrand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.md};

  & > span {
    font-weight: 600;
  }
`;

export const StyledAttributes = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > dd {
    margin: 0;
  }
`;

export const StyledMessage = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** One name and value of the product's attributes: a wrapper the grid looks through. */
export const StyledAttribute = styled.div`
  display: contents;
`;
