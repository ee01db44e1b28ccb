import styled from 'styled-components';

export const StyledWatch = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: ${({ theme }) => theme.size.watchRow};
`;

// Fixed shares of the row (the condition's words are the longer): what the buttons say never
// changes their size or place.
export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const control = `
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  font: inherit;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
`;

/** A button's icon and words, centred together. */
export const StyledContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
  }
`;

/** A button's words, cut with an ellipsis when a narrow phone cannot fit them. */
export const StyledText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const StyledMain = styled.button`
  ${control}
  min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.md};

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }

  &[data-saved='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

export const StyledToggle = styled.button`
  ${control}
  min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledPanel = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
