import styled from 'styled-components';

export const StyledAccountPage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 2);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const StyledCard = styled.section`
  display: grid;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  & > h2 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  & form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
  }
`;

export const StyledAlert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledState = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & > p {
    margin: 0;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
