import styled from 'styled-components';

export const StyledHeader = styled.div`
  container: history-header / inline-size;
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

export const StyledBreadcrumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li {
    display: flex;
    align-items: center;
    min-width: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }

  & li + li::before {
    margin: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    content: '›';
  }

  & li:last-child {
    flex: 1;
  }

  & li:last-child > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & a {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }

  & a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

export const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};

  @container history-header (width < ${({ theme }) => theme.breakpoint.tablet}) {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const StyledTitle = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & > span {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  & > h1 {
    display: -webkit-box;
    margin: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow-wrap: anywhere;
  }

  @container history-header (width < ${({ theme }) => theme.breakpoint.tablet}) {
    & > h1 {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

export const StyledSearch = styled.div`
  flex: 0 1 26em;
  min-width: 0;

  @container history-header (width < ${({ theme }) => theme.breakpoint.tablet}) {
    flex: none;
  }
`;
