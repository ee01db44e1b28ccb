import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  & [data-narrow] {
    width: 8em;
  }
`;

export { StyledCheckField } from '../FormControls/formControls.styles';

export const StyledTimes = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 0.8);
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.priceDown};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }

  &[data-tone='error'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;
