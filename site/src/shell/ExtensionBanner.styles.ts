import styled from 'styled-components';

/** Shown on computers only: the extension's invitation. */
export const StyledForComputers = styled.div`
  @media ${({ theme }) => theme.media.touchOnly} {
    display: none;
  }
`;

/** Shown on touch devices only: keeping 价迹 on the home screen. */
export const StyledForPhones = styled.div`
  display: none;

  @media ${({ theme }) => theme.media.touchOnly} {
    display: block;
  }
`;
