import styled from 'styled-components';

/** The author's own posts: one row each, the product and where it stands. */
export const StyledMine = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The product, the date and the state badge on one wrapping line. */
export const StyledMineHead = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
