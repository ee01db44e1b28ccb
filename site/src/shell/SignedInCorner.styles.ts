import styled from 'styled-components';

export const StyledSignedInCorner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
