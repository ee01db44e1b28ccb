import { StyledField } from './FormField.styles';
import { FieldError } from './FieldError';

/** Props of {@link ProductLinkField}. */
export interface ProductLinkFieldProps {
  /** The input's id; its error gets `${id}-error`. */
  id: string;
  /** The link typed so far. */
  value: string;
  /** Why the link is refused, if it is. */
  error?: string;
  /** True while the form is being sent: the link can be read and copied, not changed. */
  isReadOnly?: boolean;
  /** Called with the new text on every keystroke. */
  onValueChange: (change: { value: string }) => void;
}

/** 商品链接: the url input of the forms that are about one product, with its error. */
export function ProductLinkField({
  id,
  value,
  error,
  isReadOnly,
  onValueChange,
}: ProductLinkFieldProps) {
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <label htmlFor={id}>商品链接</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        value={value}
        placeholder="粘贴京东、天猫、拼多多等商品链接"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={isReadOnly}
        onChange={(event) => onValueChange({ value: event.target.value })}
      />
      <FieldError id={errorId} message={error} />
    </StyledField>
  );
}
