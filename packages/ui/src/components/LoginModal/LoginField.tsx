import { useId, useRef, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../Dialog';
import { StyledBox, StyledIconButton, StyledInput, StyledLabel } from './LoginField.styles';

/** Props of {@link LoginField}. */
export interface LoginFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  /** The field's name for screen readers; the placeholder shows it visually. */
  label: string;
  /** The current text. */
  value: string;
  /** Called with the new text as the shopper types or clears it. */
  onValueChange: (change: { value: string }) => void;
  /** The input element, e.g. to focus it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Extra controls inside the box after the clear button (e.g. the password toggle). */
  trailing?: ReactNode;
}

/** A login text field with a clear (×) button while it holds text. */
export function LoginField({
  label,
  value,
  onValueChange,
  inputRef,
  trailing,
  ...rest
}: LoginFieldProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;

  const handleClear = () => {
    onValueChange({ value: '' });
    ref.current?.focus();
  };

  return (
    <StyledBox>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange({ value: event.target.value })}
        {...rest}
      />
      {value !== '' && (
        // Out of the tab order: keyboard users already clear text from the keyboard.
        <StyledIconButton
          type="button"
          tabIndex={-1}
          aria-label={`清除${label}`}
          onClick={handleClear}
        >
          <CloseIcon />
        </StyledIconButton>
      )}
      {trailing}
    </StyledBox>
  );
}
