import {
  StyledActions,
  StyledAiAnswer,
  StyledBody,
  StyledHeader,
  StyledWarning,
} from './AiAnswer.styles';
import {
  StyledAnswerButton,
  StyledAnswerCaret,
  StyledAnswerError,
  StyledAnswerLabel,
  StyledAnswerNote,
  StyledAnswerStatus,
} from '../StreamingText/answerParts.styles';
import { AnswerMarkdown } from './AnswerMarkdown';
import { madeAtText } from './madeAtText';

/** Where an answer is (mirrors the services' `AiAnswerStatus`). */
export type AiAnswerViewStatus =
  'idle' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'error' | 'limited';

/** Props of {@link AiAnswer}. */
export interface AiAnswerProps {
  /** The block's name, e.g. 'AI 点评'. */
  title: string;
  /** Where the answer is. */
  status: AiAnswerViewStatus;
  /** The text received so far (a small markdown subset). */
  text: string;
  /** Who wrote it: the model's name, or 规则生成（未使用 AI）; empty until known. */
  author: string;
  /** True when no model wrote it. */
  isRuleBased: boolean;
  /** When it was made, epoch seconds. */
  madeAt?: number;
  /** Answered from the day's cache. */
  isCached?: boolean;
  /** ¥ figures of the finished answer that the data does not hold. */
  unknownFigures?: readonly string[];
  /** Why it failed or was refused. */
  error?: string;
  /** Shows 已复制 on the copy button. */
  isCopied?: boolean;
  /** Called when the reader presses 停止. */
  onStop?: () => void;
  /** Called when the reader presses 复制. */
  onCopy?: () => void;
  /** Called when the reader presses 重新生成. */
  onRetry?: () => void;
}

const STATUS_TEXT: Readonly<Record<AiAnswerViewStatus, string>> = {
  idle: '',
  waiting: '正在分析…',
  streaming: '生成中…',
  done: '生成完毕',
  stopped: '已停止',
  error: '生成中断',
  limited: '次数已用完',
};

function figureNote(status: AiAnswerViewStatus, unknown: readonly string[]) {
  if (status !== 'done') return null;
  if (unknown.length === 0)
    return <StyledAnswerNote>文中金额已与价迹的价格数据核对</StyledAnswerNote>;
  return (
    <StyledWarning role="note">
      金额核对未通过：{unknown.join('、')} 不在价迹的价格数据中，请以商品页价格为准。
    </StyledWarning>
  );
}

/** A streamed AI answer: text as it arrives, 停止 / 复制 / 重新生成, who wrote it and when. */
export function AiAnswer({
  title,
  status,
  text,
  author,
  isRuleBased,
  madeAt,
  isCached = false,
  unknownFigures = [],
  error,
  isCopied = false,
  onStop,
  onCopy,
  onRetry,
}: AiAnswerProps) {
  const isActive = status === 'waiting' || status === 'streaming';
  const caret = isActive && <StyledAnswerCaret aria-hidden="true" data-caret />;
  const canCopy = !isActive && text !== '' && onCopy;
  const canRetry = (status === 'done' || status === 'stopped' || status === 'error') && onRetry;
  const byline = isRuleBased ? author : author && `模型：${author}`;

  return (
    <StyledAiAnswer aria-label={title} data-status={status}>
      <StyledHeader>
        <StyledAnswerLabel>{title}</StyledAnswerLabel>
        <StyledAnswerStatus>{STATUS_TEXT[status]}</StyledAnswerStatus>
      </StyledHeader>
      {/* Busy while streaming, so screen readers read the answer once it settles, not per piece. */}
      <StyledBody aria-live="polite" aria-busy={isActive}>
        {status === 'waiting' && text === '' ? (
          <p>
            <StyledAnswerNote as="span">正在思考</StyledAnswerNote>
            {caret}
          </p>
        ) : (
          <AnswerMarkdown text={text} tail={caret} />
        )}
      </StyledBody>
      {error && <StyledAnswerError role="alert">{error}</StyledAnswerError>}
      {figureNote(status, unknownFigures)}
      {madeAt !== undefined && byline && status !== 'limited' && (
        <StyledAnswerNote>
          {byline} · 生成于{' '}
          <time dateTime={new Date(madeAt * 1000).toISOString()}>{madeAtText(madeAt)}</time>
          {isCached && '（今日已生成，直接取用）'}
        </StyledAnswerNote>
      )}
      <StyledActions>
        {isActive && onStop && (
          <StyledAnswerButton type="button" onClick={onStop}>
            <span aria-hidden="true" data-icon="stop" />
            停止
          </StyledAnswerButton>
        )}
        {canCopy && (
          <StyledAnswerButton type="button" onClick={canCopy}>
            {isCopied ? '已复制' : '复制'}
          </StyledAnswerButton>
        )}
        {canRetry && (
          <StyledAnswerButton type="button" onClick={canRetry}>
            重新生成
          </StyledAnswerButton>
        )}
      </StyledActions>
    </StyledAiAnswer>
  );
}
