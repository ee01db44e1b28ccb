import styled from 'styled-components';

export const StyledDealPostPage = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 2);
  min-width: 0;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  box-sizing: border-box;

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The product's picture beside its title, store, badges and the post's price. */
export const StyledProduct = styled.header`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.thumbLg} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
`;

export const StyledBadges = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

export const StyledSection = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  min-width: 0;

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
`;

/** The figures: 历史最低, 30 天中位价, the drop and the days behind it. */
export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(calc(${({ theme }) => theme.size.thumbLg} + ${({ theme }) => theme.space.xl}), 1fr)
  );
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.priceDownSoft};
  }

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  & dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const StyledVotes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  & > button[data-vote='unworth'][aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** When the post was made, its price then and now. */
export const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  & > div {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
  }

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  & dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  & dd[data-higher] {
    color: ${({ theme }) => theme.color.priceUp};
  }
`;

/** 去购买: the store's own product page, in a new tab. */
export const StyledBuy = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
`;
