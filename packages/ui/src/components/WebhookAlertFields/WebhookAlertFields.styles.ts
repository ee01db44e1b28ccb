import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;
