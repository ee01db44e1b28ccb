import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.md};

  & label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  & select,
  & input[type='number'] {
    min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
    padding: 0 ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }

  & input[type='number'] {
    width: 7em;
  }
`;

export const StyledCheck = styled.label`
  && {
    flex-direction: row;
    align-items: center;
    min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
    color: ${({ theme }) => theme.color.text};
  }
`;
