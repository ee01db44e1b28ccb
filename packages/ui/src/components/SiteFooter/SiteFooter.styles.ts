import styled from 'styled-components';

export const StyledSiteFooter = styled.footer`
  container: site-footer / inline-size;
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  @container site-footer (width < ${({ theme }) => theme.breakpoint.tablet}) {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const StyledInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const StyledLinks = styled.nav`
  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
    text-decoration: none;
  }

  & a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }

  @container site-footer (width < ${({ theme }) => theme.breakpoint.tablet}) {
    & > ul {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }

    & a {
      display: block;
      padding: ${({ theme }) => theme.space.xs} 0;
    }
  }
`;

export const StyledNote = styled.p`
  margin: 0;
`;

export const StyledCopyright = styled.p`
  margin: 0;
`;

export const StyledAside = styled.div`
  flex: none;

  @container site-footer (width < ${({ theme }) => theme.breakpoint.tablet}) {
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }
`;
