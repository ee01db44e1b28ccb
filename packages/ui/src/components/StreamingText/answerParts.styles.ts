import styled from 'styled-components';
import { StyledButton } from '../Button/Button.styles';

// What a streamed answer looks like wherever it streams (StreamingText, AiAnswer): the card, its
// header, status line, text, blinking caret, notes, error line and buttons.

export const StyledAnswerCard = styled.section`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledAnswerHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledAnswerLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

// A failed answer's status turns brand red: StreamingText marks it data-state, AiAnswer data-status.
export const StyledAnswerStatus = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  [data-state='error'] &,
  [data-status='error'] &,
  [data-status='limited'] & {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const StyledAnswerText = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

// A plain @keyframes rule rather than styled-components' keyframes(), which would add that helper
// to the shared styled-components chunk every page loads.
export const StyledAnswerCaret = styled.span`
  @keyframes answer-caret {
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
    answer-caret ${({ theme }) => theme.motion.caretBlink} steps(1) infinite
  );

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledAnswerNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledAnswerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledAnswerActions = styled.div`
  display: flex;
  justify-content: center;
`;

// The kit's round button, a little wider and with room for the 停止 icon.
export const StyledAnswerButton = styled(StyledButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};

  & > [data-icon='stop'] {
    width: 0.75em;
    height: 0.75em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: currentColor;
  }
`;
