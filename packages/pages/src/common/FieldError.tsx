import { StyledAlert } from '../account/AccountLayout.styles';

/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The id the field's `aria-describedby` points at. */
  id: string;
  /** What is wrong; nothing is rendered without one. */
  message: string | null | undefined;
}

/** A field's error, announced as an alert and tied to the field by its id. */
export function FieldError({ id, message }: FieldErrorProps) {
  return message ? (
    <StyledAlert id={id} role="alert">
      {message}
    </StyledAlert>
  ) : null;
}
