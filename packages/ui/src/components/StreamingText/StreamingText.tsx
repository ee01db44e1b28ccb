import type { HTMLAttributes } from 'react';
import { StyledStreamingText, StyledText } from './StreamingText.styles';
import {
  StyledAnswerActions,
  StyledAnswerButton,
  StyledAnswerCaret,
  StyledAnswerError,
  StyledAnswerHeader,
  StyledAnswerLabel,
  StyledAnswerNote,
  StyledAnswerStatus,
} from './answerParts.styles';

/** Props of {@link StreamingText}. */
export interface StreamingTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The text received so far; it grows while streaming. Each line is a paragraph. */
  text: string;
  /** Whether more text is on its way: shows the caret and the 停止生成 button. */
  isStreaming: boolean;
  /** Whether the user stopped the answer before it finished. */
  isStopped?: boolean;
  /** Why the answer failed; shows the error line instead of the done note. */
  error?: string;
  /** Called when the user presses 停止生成. */
  onStop?: () => void;
  /** Called when the user presses 重新生成 after an error or a stop. */
  onRetry?: () => void;
  /** The block's name, e.g. 'AI 观点'. */
  label?: string;
}

/** Text of the status line for each state. */
function statusText(isStreaming: boolean, isStopped: boolean, hasError: boolean): string {
  if (isStreaming) return '生成中…';
  if (hasError) return '生成失败';
  return isStopped ? '已停止生成' : '生成完毕';
}

/** An AI answer that arrives in pieces, with a caret while streaming and a stop button. */
export function StreamingText({
  text,
  isStreaming,
  isStopped = false,
  error,
  onStop,
  onRetry,
  label = 'AI 观点',
  ...rest
}: StreamingTextProps) {
  const paragraphs = text.split(/\n+/).filter((part) => part.trim() !== '');
  const hasError = error !== undefined && !isStreaming;
  const state = isStreaming ? 'streaming' : hasError ? 'error' : isStopped ? 'stopped' : 'done';
  const canStop = isStreaming && onStop;
  const canRetry = (state === 'error' || state === 'stopped') && onRetry;
  const caret = isStreaming && <StyledAnswerCaret aria-hidden="true" data-caret />;

  return (
    <StyledStreamingText aria-label={label} data-state={state} {...rest}>
      <StyledAnswerHeader>
        <StyledAnswerLabel>{label}</StyledAnswerLabel>
        <StyledAnswerStatus>{statusText(isStreaming, isStopped, hasError)}</StyledAnswerStatus>
      </StyledAnswerHeader>
      {/* Busy while streaming, so screen readers read the answer once it settles, not per piece. */}
      <StyledText aria-live="polite" aria-busy={isStreaming}>
        {paragraphs.length === 0 && isStreaming && (
          <p>
            <StyledAnswerNote as="span">正在思考</StyledAnswerNote>
            {caret}
          </p>
        )}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>
            {paragraph}
            {index === paragraphs.length - 1 && caret}
          </p>
        ))}
      </StyledText>
      {hasError && <StyledAnswerError role="alert">{error}</StyledAnswerError>}
      {state === 'done' && <StyledAnswerNote>以上内容由 AI 生成，仅供参考</StyledAnswerNote>}
      {canStop && (
        <StyledAnswerActions>
          <StyledAnswerButton type="button" onClick={() => canStop()}>
            <span aria-hidden="true" data-icon="stop" />
            停止生成
          </StyledAnswerButton>
        </StyledAnswerActions>
      )}
      {canRetry && (
        <StyledAnswerActions>
          <StyledAnswerButton type="button" onClick={() => canRetry()}>
            重新生成
          </StyledAnswerButton>
        </StyledAnswerActions>
      )}
    </StyledStreamingText>
  );
}
