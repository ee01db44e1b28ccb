import styled from 'styled-components';

/** Filled and empty stars. */
export const StyledStars = styled.span`
  color: ${({ theme }) => theme.color.brand};
  letter-spacing: ${({ theme }) => theme.space.xxs};
`;
