import { useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import {
  StyledButtons,
  StyledField,
  StyledHint,
  StyledInputRow,
} from '../FormControls/formControls.styles';
import { StyledForm, StyledNote, StyledCheckField, StyledTimes } from './AlertScheduleForm.styles';

/** The fields of an {@link AlertScheduleForm}, as typed. */
export interface AlertScheduleValues {
  /** Alerts a day at most. */
  dailyCap: string;
  /** When quiet hours start, 'HH:MM'; '' when they are off. */
  quietStart: string;
  /** When they end, 'HH:MM'; '' when they are off. */
  quietEnd: string;
}

/** A field of the form a refusal can be about. */
export type AlertScheduleFormField = 'dailyCap' | 'quietStart' | 'quietEnd';

/** Props of {@link AlertScheduleForm}. */
export interface AlertScheduleFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The daily cap set. */
  dailyCap: number;
  /** The quiet hours set, 'HH:MM'; null when there are none. */
  quietHours: { start: string; end: string } | null;
  /** A save is on its way: 保存 waits. */
  isSaving?: boolean;
  /** The last save's outcome; an error with a field marks that field. */
  note?: { tone: 'success' | 'error'; text: string; field?: string } | null;
  /** Called with the fields as typed; checking them is the caller's job. */
  onSave: (values: AlertScheduleValues) => void;
}

const DEFAULT_QUIET = { start: '23:00', end: '08:00' };

/** 提醒频率: at most N alerts a day, and quiet hours during which alerts wait. */
export function AlertScheduleForm({
  dailyCap,
  quietHours,
  isSaving = false,
  note,
  onSave,
  ...rest
}: AlertScheduleFormProps) {
  const id = useId();
  const [cap, setCap] = useState(String(dailyCap));
  const [isQuiet, setIsQuiet] = useState(quietHours !== null);
  const [start, setStart] = useState(quietHours?.start ?? DEFAULT_QUIET.start);
  const [end, setEnd] = useState(quietHours?.end ?? DEFAULT_QUIET.end);
  const noteId = `${id}-note`;
  const errorOn = (field: AlertScheduleFormField) => note?.tone === 'error' && note.field === field;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    onSave({ dailyCap: cap, quietStart: isQuiet ? start : '', quietEnd: isQuiet ? end : '' });
  };

  const time = (field: 'quietStart' | 'quietEnd', label: string, value: string) => (
    <StyledField>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <StyledInputRow>
        <input
          id={`${id}-${field}`}
          type="time"
          value={value}
          aria-invalid={errorOn(field) || undefined}
          aria-describedby={errorOn(field) ? noteId : undefined}
          onChange={(event) => (field === 'quietStart' ? setStart : setEnd)(event.target.value)}
        />
      </StyledInputRow>
    </StyledField>
  );

  return (
    <StyledForm noValidate onSubmit={handleSubmit} {...rest}>
      <StyledField>
        <label htmlFor={`${id}-cap`}>每天最多提醒</label>
        <StyledInputRow data-narrow>
          <input
            id={`${id}-cap`}
            inputMode="numeric"
            autoComplete="off"
            value={cap}
            aria-invalid={errorOn('dailyCap') || undefined}
            aria-describedby={`${id}-cap-hint${errorOn('dailyCap') ? ` ${noteId}` : ''}`}
            onChange={(event) => setCap(event.target.value)}
          />
          <span aria-hidden="true">条</span>
        </StyledInputRow>
        <StyledHint id={`${id}-cap-hint`}>1–100 条；超出的提醒只在消息中心里显示</StyledHint>
      </StyledField>
      <StyledCheckField>
        <label>
          <input
            type="checkbox"
            checked={isQuiet}
            aria-describedby={`${id}-quiet-hint`}
            onChange={(event) => setIsQuiet(event.target.checked)}
          />
          免打扰时段
        </label>
        <StyledHint id={`${id}-quiet-hint`}>
          这段时间内不发邮件、推送和 Webhook，结束后再送达；可以跨过午夜
        </StyledHint>
        {isQuiet && (
          <StyledTimes>
            {time('quietStart', '开始', start)}
            {time('quietEnd', '结束', end)}
          </StyledTimes>
        )}
      </StyledCheckField>
      <StyledNote
        id={noteId}
        role={note?.tone === 'error' ? 'alert' : 'status'}
        data-tone={note?.tone}
      >
        {note?.text}
      </StyledNote>
      <StyledButtons>
        <Button
          shape="rect"
          type="submit"
          variant="primary"
          aria-disabled={isSaving || undefined}
          aria-busy={isSaving || undefined}
        >
          {isSaving ? '保存中…' : '保存'}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}
