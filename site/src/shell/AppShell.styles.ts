import styled from 'styled-components';

export const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const StyledHeader = styled.header`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const StyledHeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

export const StyledBrand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  & > small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

export const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;
