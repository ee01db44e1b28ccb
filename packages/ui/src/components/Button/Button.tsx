import type { ButtonHTMLAttributes } from 'react';
import { StyledButton } from './Button.styles';

/** How a {@link Button} stands out: a quiet outline, or the page's main action in brand colour. */
export type ButtonVariant = 'default' | 'primary';

/** How much room a {@link Button} takes: a page's action, or one beside a row's content. */
export type ButtonSize = 'medium' | 'small';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its look; 'default' unless it is the page's main action. */
  variant?: ButtonVariant;
  /** Its size; 'small' beside a list row's content or a search field. */
  size?: ButtonSize;
}

/** A round button in the kit's looks; a plain `type="button"` unless told otherwise. */
export function Button({
  variant = 'default',
  size = 'medium',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <StyledButton type={type} data-variant={variant} data-size={size} {...rest} />;
}
