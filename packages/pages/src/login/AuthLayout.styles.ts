import styled from 'styled-components';

export const StyledAuthPage = styled.section`
  display: grid;
  /* The card, its form and fields (below) shrink to a 320 px phone: a grid column grows to its
     inputs' natural widths otherwise. */
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;

  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const StyledAuthCard = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialogWidth};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  & form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const StyledField = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};

  & > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text};
  }

  & input {
    height: ${({ theme }) => theme.space.xxl};
    padding: 0 ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    min-width: 0;
  }

  & input:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
    outline: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.focus};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  & > input {
    flex: 1 1 auto;
  }
`;

export const StyledCheck = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  & a {
    color: ${({ theme }) => theme.color.focus};
  }
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.priceDown};
`;

export const StyledLinks = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & a {
    color: ${({ theme }) => theme.color.focus};
  }
`;
