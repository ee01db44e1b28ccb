import { useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { formatPrice } from '@pricetrail/core';
import {
  StyledButton,
  StyledButtons,
  StyledError,
  StyledField,
  StyledForm,
  StyledHint,
  StyledInputRow,
} from './TargetPriceForm.styles';

/** The fields of a {@link TargetPriceForm}, as typed. */
export interface TargetPriceFormValues {
  /** The target price in yuan; '' for any drop. */
  targetPrice: string;
  /** The group name; '' for none (always '' without the group field). */
  group: string;
}

/** Props of {@link TargetPriceForm}. */
export interface TargetPriceFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The target already set, in yuan; '' for none. */
  defaultTargetPrice?: string;
  /** Today's price in fen, named in the hint. */
  currentPrice?: number;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** The shopper's group names to pick from; the group field shows only when given. */
  groups?: readonly string[];
  /** The group field's starting value. */
  defaultGroup?: string;
  /** What is wrong with the form, shown under it. */
  error?: string | null;
  /** A save is on its way: the submit button waits. */
  isBusy?: boolean;
  /** The submit button's label (default 保存). */
  submitLabel?: string;
  /** Called with the fields as typed; checking them is the caller's job. */
  onSave: (values: TargetPriceFormValues) => void;
  /** Called on 取消; the button shows only when given. */
  onCancel?: () => void;
}

/** A target price (in yuan) and, optionally, a group name for a watched product. */
export function TargetPriceForm({
  defaultTargetPrice = '',
  currentPrice,
  siteId,
  groups,
  defaultGroup = '',
  error,
  isBusy = false,
  submitLabel = '保存',
  onSave,
  onCancel,
  ...rest
}: TargetPriceFormProps) {
  const id = useId();
  const [targetPrice, setTargetPrice] = useState(defaultTargetPrice);
  const [group, setGroup] = useState(defaultGroup);
  const hint =
    currentPrice === undefined
      ? '留空则任何降价都会提醒'
      : `当前价 ${formatPrice(currentPrice, siteId)}，目标价需更低；留空则任何降价都会提醒`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isBusy) onSave({ targetPrice, group: groups ? group : '' });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} {...rest}>
      <StyledField>
        <label htmlFor={`${id}-target`}>目标价（元）</label>
        <StyledInputRow>
          <span aria-hidden="true">¥</span>
          <input
            id={`${id}-target`}
            name="targetPrice"
            inputMode="decimal"
            autoComplete="off"
            placeholder="例如 4999"
            value={targetPrice}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setTargetPrice(event.target.value)}
          />
        </StyledInputRow>
        <StyledHint id={`${id}-hint`}>{hint}</StyledHint>
      </StyledField>
      {groups && (
        <StyledField>
          <label htmlFor={`${id}-group`}>分组（可选）</label>
          <StyledInputRow>
            <input
              id={`${id}-group`}
              name="group"
              list={`${id}-groups`}
              autoComplete="off"
              placeholder="例如 手机"
              value={group}
              onChange={(event) => setGroup(event.target.value)}
            />
          </StyledInputRow>
          <datalist id={`${id}-groups`}>
            {groups.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </StyledField>
      )}
      {error && (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      )}
      <StyledButtons>
        {onCancel && (
          <StyledButton type="button" onClick={() => onCancel()}>
            取消
          </StyledButton>
        )}
        <StyledButton
          type="submit"
          data-variant="primary"
          aria-disabled={isBusy || undefined}
          aria-busy={isBusy || undefined}
        >
          {submitLabel}
        </StyledButton>
      </StyledButtons>
    </StyledForm>
  );
}
