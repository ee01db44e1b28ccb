import styled from 'styled-components';

export const StyledHero = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledCategories = styled.ul`
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
`;

export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
