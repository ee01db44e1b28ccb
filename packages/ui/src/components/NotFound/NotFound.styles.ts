import styled from 'styled-components';

export const StyledPath = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  word-break: break-all;
`;
