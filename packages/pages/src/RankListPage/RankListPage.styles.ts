import styled from 'styled-components';

// The list pages' header and notes, kept here rather than imported from CategoryPage or
// DiscountPage: a style shared across page chunks is split into a chunk of its own, which every
// category page would then load before it renders.

export const StyledHeader = styled.header`
  margin: ${({ theme }) => theme.space.lg} 0;

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

/** What the list ranks by. */
export const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** Above the list: how many are on it, and the 演示数据 badge when they are demo products. */
export const StyledListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
