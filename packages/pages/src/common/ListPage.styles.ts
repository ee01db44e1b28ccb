import styled from 'styled-components';

export const StyledHeader = styled.header`
  margin: ${({ theme }) => theme.space.lg} 0;

  & > h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

/** A line under a list page's header saying what the list holds or ranks by. */
export const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledResults = styled.section`
  &[aria-busy='true'] {
    opacity: 0.6;
  }

  & > nav {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;
