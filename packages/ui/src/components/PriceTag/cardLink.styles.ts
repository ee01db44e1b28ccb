import styled, { css } from 'styled-components';

/**
 * A link whose click area covers its whole positioned card, so the card reads as one link with
 * the title as its name; controls inside the card sit above it with `position: relative`.
 */
export const stretchedLink = css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: var(--card-radius, ${({ theme }) => theme.radius.md});
  }

  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

/** Text cut to `--clamp-lines` lines (2 by default) with an ellipsis. */
export const clampLines = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: var(--clamp-lines, 2);
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** A card's title link: the stretched link that makes the whole card clickable. */
export const StyledCardLink = styled.a`
  ${stretchedLink}
`;

/** A card's title: up to two lines of medium text. */
export const StyledCardTitle = styled.p`
  ${clampLines}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
