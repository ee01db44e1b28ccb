import styled from 'styled-components';

export const StyledFooterBarcode = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  /* A code to open the page on a phone means nothing to a shopper already reading it on one: the
     site's footer is as wide as the screen. */
  @container site-footer (width < ${({ theme }) => theme.breakpoint.tablet}) {
    display: none;
  }
`;

export const StyledCode = styled.img`
  flex: none;
  width: ${({ theme }) => theme.size.thumbLg};
  height: ${({ theme }) => theme.size.thumbLg};
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledHints = styled.ul`
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  list-style: none;
`;
