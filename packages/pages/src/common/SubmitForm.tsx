import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@pricetrail/ui';
import { StyledActions } from '../account/AccountLayout.styles';
import { FieldError } from './FieldError';

/** What a sending form's store tells the form around its fields. */
export interface SubmitFormState {
  /** 'sending' while the submission is on its way. */
  readonly status: string;
  /** What went wrong with the whole submission, once it failed. */
  readonly formError: string | null;
  /** Checks the fields and sends them. */
  submit(): unknown;
}

/** Props of {@link SubmitForm}. */
export interface SubmitFormProps {
  /** The form's store. */
  store: SubmitFormState;
  /** The submit button's label, e.g. 提交爆料 (正在提交… while sending). */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that sends its fields through its store (晒单, 爆料, 意见反馈): no browser checks, busy
 * while sending, the submission's own error under the fields, and the submit button.
 */
export const SubmitForm = observer(function SubmitForm({
  store,
  submitLabel,
  children,
}: SubmitFormProps) {
  const errorId = useId();
  const isSending = store.status === 'sending';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.submit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending || undefined}>
      {children}
      <FieldError id={errorId} message={store.formError ?? undefined} />
      <StyledActions>
        <Button
          shape="rect"
          size="large"
          type="submit"
          variant="primary"
          aria-disabled={isSending || undefined}
        >
          {isSending ? '正在提交…' : submitLabel}
        </Button>
      </StyledActions>
    </form>
  );
});
