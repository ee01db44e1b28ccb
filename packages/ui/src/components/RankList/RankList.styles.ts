import styled from 'styled-components';

export const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledItem = styled.li`
  --card-radius: ${({ theme }) => theme.radius.sm};
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};

  & + & {
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const StyledRank = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  [data-top] > & {
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brand};
  }

  [data-top='1'] > & {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledMedia = styled.div`
  flex: none;
  width: ${({ theme }) => theme.size.thumbSm};
  height: ${({ theme }) => theme.size.thumbSm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};
`;

export const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const StyledMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
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

/** The list's figure (降幅, 浏览, 收藏, 销量). */
export const StyledFigure = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** ↑ in the price-up red, ↓ in the price-down green, 新 on the brand. */
export const StyledMove = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &[data-kind='up'] {
    color: ${({ theme }) => theme.color.priceUp};
  }

  &[data-kind='down'] {
    color: ${({ theme }) => theme.color.priceDown};
  }

  &[data-kind='new'] {
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brand};
  }
`;
