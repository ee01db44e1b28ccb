import { useId, type TextareaHTMLAttributes } from 'react';
import { StyledAlert, StyledCount, StyledField } from './CountedTextArea.styles';

/** Props of `CountedTextArea`. */
export interface CountedTextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'id'
> {
  /** The visible label. */
  label: string;
  /** The current text. */
  value: string;
  /** The most characters allowed (trimmed, counted by code point, as the server counts). */
  max: number;
  /** Called with the new text on every edit. */
  onValueChange: (change: { value: string }) => void;
  /** The note left of the counter, e.g. '必填' or '选填'. */
  hint?: string;
  /** Shown in place of the hint once the text is over `max`, e.g. '评论不能超过 500 字'. */
  limitMessage: string;
  /** The field's error (a refusal), announced and linked to the textarea. */
  error?: string | null;
  /** Whether the text may not be edited (while sending). */
  isReadOnly?: boolean;
  /** The textarea's id (one is made when absent). */
  textAreaId?: string;
}

/** A labelled textarea with a live 「n/max」 counter, its limit message and its error. */
export function CountedTextArea({
  label,
  value,
  max,
  onValueChange,
  hint = '',
  limitMessage,
  error,
  isReadOnly = false,
  textAreaId,
  ...rest
}: CountedTextAreaProps) {
  const baseId = useId();
  const id = textAreaId ?? `${baseId}text`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = [...value.trim()].length;
  const isOver = length > max;
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <textarea
        {...rest}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId} ${error ? errorId : ''}`.trim()}
        readOnly={isReadOnly}
        onChange={(event) => onValueChange({ value: event.target.value })}
      />
      <StyledCount id={countId} data-state={isOver ? 'over' : 'ok'}>
        <span>{isOver ? limitMessage : hint}</span>
        <span>
          {length}/{max}
        </span>
      </StyledCount>
      {error ? (
        <StyledAlert id={errorId} role="alert">
          {error}
        </StyledAlert>
      ) : null}
    </StyledField>
  );
}
