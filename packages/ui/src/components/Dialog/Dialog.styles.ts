import styled from 'styled-components';

export const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  /* Top-aligned at a whole-pixel offset: a centred panel can land on a half pixel, where its
     rounded corners and borders rasterise differently from one repaint to the next. */
  padding: max(${({ theme }) => theme.space.lg}, 10vh) ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.mask};

  /* Rendered into its own container, the dialog covers that box rather than the viewport. */
  &[data-scope='container'] {
    position: absolute;
  }

  &:focus {
    outline: none;
  }
`;

// The panel itself scrolls (not an inner body) so the close button is always inside the
// scrolled region: keyboard users can reach it and scroll long content from there.
export const StyledPanel = styled.div`
  position: relative;
  width: min(100%, var(--dialog-width, ${({ theme }) => theme.size.dialogWidth}));
  max-height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  color: ${({ theme }) => theme.color.text};

  &:focus {
    outline: none;
  }
`;

export const StyledHeader = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StyledClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.sm});
  height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.sm});
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  & > svg {
    width: ${({ theme }) => theme.font.size.xl};
    height: ${({ theme }) => theme.font.size.xl};
  }

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl}
    ${({ theme }) => theme.space.xl};
`;

export const StyledStage = styled.div`
  position: relative;
  height: var(--dialog-stage-height);
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
