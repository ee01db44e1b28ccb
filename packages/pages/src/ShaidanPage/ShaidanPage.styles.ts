import styled from 'styled-components';

export const StyledShaidanPage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  box-sizing: border-box;

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/**
 * Masonry by CSS columns of at least `feedColumn` each, up to three: the width the feed has decides,
 * so a phone (or a narrow frame) gets one column and a wide screen three.
 */
export const StyledFeed = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: ${({ theme }) => theme.size.feedColumn} 3;
  column-gap: ${({ theme }) => theme.space.md};

  & > li {
    break-inside: avoid;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

export const StyledPost = styled.article`
  display: grid;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The smaller photos after the first, three to a row. */
export const StyledThumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} 0;
  list-style: none;
`;

export const StyledProductLink = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledPostFooter = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
