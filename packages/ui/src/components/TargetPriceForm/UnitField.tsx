import { StyledField, StyledHint, StyledInputRow } from './TargetPriceForm.styles';

/** Props of {@link UnitField}. */
export interface UnitFieldProps {
  /** The input's id; its hint's id is this plus `-hint`. */
  id: string;
  /** The input's name. */
  name: string;
  /** The visible label. */
  label: string;
  /** The unit shown after the input (%, 天, 小时). */
  unit: string;
  /** The example in the empty input. */
  placeholder: string;
  /** One line under the input saying what the number does. */
  hint: string;
  /** The number as typed. */
  value: string;
  /** The form's error line's id while the error is about this field. */
  errorId?: string | undefined;
  /** Called with what the shopper types. */
  onChange: (value: string) => void;
}

/** A labelled whole-number input with its unit and hint, for the figures a condition needs. */
export function UnitField({
  id,
  name,
  label,
  unit,
  placeholder,
  hint,
  value,
  errorId,
  onChange,
}: UnitFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <StyledInputRow>
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        <span aria-hidden="true">{unit}</span>
      </StyledInputRow>
      <StyledHint id={hintId}>{hint}</StyledHint>
    </StyledField>
  );
}
