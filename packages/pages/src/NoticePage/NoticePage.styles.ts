import styled from 'styled-components';

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space.xl};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledFormCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledToast = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
