import type { ModerationKind, ModerationStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button } from '@pricetrail/ui';
import { FieldError } from '../common/FieldError';
import { StyledField } from '../common/FormField.styles';
import { StyledVerdict } from './ModerationPage.styles';

/** Props of {@link VerdictControls}. */
export interface VerdictControlsProps {
  /** The page's store. */
  store: ModerationStore;
  /** What is judged. */
  kind: ModerationKind;
  /** Its number. */
  id: number;
  /** What the item is called in the buttons' names, e.g. '晒单 3'. */
  name: string;
}

/** 通过, or 驳回 with the reason its author will see. */
export const VerdictControls = observer(function VerdictControls({
  store,
  kind,
  id,
  name,
}: VerdictControlsProps) {
  const inputId = useId();
  const key = `${kind}:${id}`;
  const error = store.reasonErrors[key];
  return (
    <StyledVerdict>
      <StyledField>
        <label htmlFor={inputId}>驳回原因（{name}）</label>
        <input
          id={inputId}
          type="text"
          value={store.reasons[key] ?? ''}
          placeholder="驳回时必填，作者会看到"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => store.setReason(kind, id, event.target.value)}
        />
        <FieldError id={`${inputId}-error`} message={error} />
      </StyledField>
      <Button
        shape="rect"
        size="large"
        type="button"
        variant="primary"
        aria-label={`通过${name}`}
        onClick={() => void store.decide(kind, id, true)}
      >
        通过
      </Button>
      <Button
        shape="rect"
        size="large"
        type="button"
        aria-label={`驳回${name}`}
        onClick={() => void store.decide(kind, id, false)}
      >
        驳回
      </Button>
    </StyledVerdict>
  );
});
