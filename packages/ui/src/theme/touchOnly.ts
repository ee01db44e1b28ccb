import { css } from 'styled-components';

/**
 * Hides an element everywhere but on touch devices (phones, tablets), where it shows as
 * `display`: what only a phone can use (粘贴, keeping 价迹 on the home screen).
 */
export function shownOnTouchOnly(display: 'block' | 'inline-flex' | 'flex') {
  return css`
    display: none;

    @media ${({ theme }) => theme.media.touchOnly} {
      display: ${display};
    }
  `;
}

/** Hides an element on touch devices: what only a computer can use (the extension). */
export const hiddenOnTouch = css`
  @media ${({ theme }) => theme.media.touchOnly} {
    display: none;
  }
`;
