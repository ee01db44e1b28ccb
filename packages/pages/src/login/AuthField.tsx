import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledField, StyledRow } from './AuthLayout.styles';

/** Props of {@link AuthField}. */
export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  /** The visible label. */
  label: string;
  /** The current value. */
  value: string;
  /** Called with the new value as the shopper types. */
  onValueChange: (value: string) => void;
  /** Something beside the input, e.g. the SMS button. */
  trailing?: ReactNode;
}

/** A labelled input of the registration and password pages. */
export function AuthField({ label, value, onValueChange, trailing, ...rest }: AuthFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      {trailing ? (
        <StyledRow>
          {input}
          {trailing}
        </StyledRow>
      ) : (
        input
      )}
    </StyledField>
  );
}
