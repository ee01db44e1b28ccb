import styled from 'styled-components';

export const StyledAiAnswer = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledTitle = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledStatus = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  [data-status='error'] &,
  [data-status='limited'] & {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledBody = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > h2 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  & > h2:first-child {
    margin-top: 0;
  }

  & > p,
  & > ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  & > ul {
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

export const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledWarning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brandHover};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// A plain @keyframes rule rather than styled-components' keyframes(), which would add that helper
// to the shared styled-components chunk every page loads.
export const StyledCaret = styled.span`
  @keyframes ai-answer-caret {
    50% {
      opacity: 0;
    }
  }

  display: inline-block;
  width: 0.5em;
  height: 1.1em;
  margin-left: ${({ theme }) => theme.space.xxs};
  vertical-align: text-bottom;
  background: ${({ theme }) => theme.color.brand};
  /* Stories set --streaming-caret-animation to none so screenshots never catch it mid-blink. */
  animation: var(
    --streaming-caret-animation,
    ai-answer-caret ${({ theme }) => theme.motion.caretBlink} steps(1) infinite
  );

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  & > [data-icon='stop'] {
    width: 0.75em;
    height: 0.75em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: currentColor;
  }
`;
