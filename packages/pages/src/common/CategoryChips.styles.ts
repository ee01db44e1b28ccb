import styled from 'styled-components';

/** Category links as a wrapping row of pills; the current category is marked. */
export const StyledCategoryChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.round};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }

  & a[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`;
