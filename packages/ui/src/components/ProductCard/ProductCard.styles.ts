import styled from 'styled-components';
import { StyledCardTitle } from '../PriceTag';

export const StyledCard = styled.article`
  --card-radius: ${({ theme }) => theme.radius.md};
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: var(--card-radius);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: box-shadow ${({ theme }) => theme.motion.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.overlay};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledMedia = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.placeholder};
`;

export const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.md};
`;

// Two lines' height even for a one-line title, so the prices of a grid row line up.
export const StyledTitle = styled(StyledCardTitle)`
  min-height: calc(2em * ${({ theme }) => theme.font.lineHeight.tight});
`;

export const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledPrice = styled.div`
  margin-top: auto;
`;

export const StyledCounts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledCountsItem = styled.span`
  white-space: nowrap;
`;

// After the title in the DOM, so Tab reaches the card link first; above the link's stretched area.
// Only the control takes the pointer: the rest of the corner still opens the product.
export const StyledWatchSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 2;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;
