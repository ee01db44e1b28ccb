import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export {
  StyledButtons,
  StyledError,
  StyledField,
  StyledHint,
  StyledInputRow,
} from '../FormControls/formControls.styles';
