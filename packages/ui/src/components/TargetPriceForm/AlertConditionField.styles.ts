import styled from 'styled-components';

export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const StyledChoices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledChoice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  &[data-checked='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }

  & > label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    cursor: pointer;
  }

  & input[type='radio'] {
    flex: none;
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }

  & input[type='radio']:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;
