import styled from 'styled-components';

export const StyledList = styled.ul`
  container-type: inline-size;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`;

export const StyledRow = styled.li`
  display: grid;
  grid-template-areas:
    'mark store price'
    'mark coupon buy';
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};

  & + & {
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  &[data-cheapest] {
    background: ${({ theme }) => theme.color.brandSoft};
  }

  @container (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-areas: 'mark store coupon price buy';
    grid-template-columns: auto minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
`;

export const StyledStoreMark = styled.span`
  grid-area: mark;
  align-self: start;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.onBrand};
  background: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  @container (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    align-self: center;
  }
`;

export const StyledStore = styled.span`
  grid-area: store;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const StyledStoreName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledShop = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 100%;
`;

export const StyledCoupon = styled.span`
  grid-area: coupon;
  min-width: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledPrice = styled.span`
  grid-area: price;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledBuy = styled.a`
  grid-area: buy;
  justify-self: end;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.onBrand};
  background: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
`;

export const StyledNoLink = styled.span`
  grid-area: buy;
  justify-self: end;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;
