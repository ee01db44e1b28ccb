import type { ButtonHTMLAttributes, Ref } from 'react';
import { StyledButton } from './Button.styles';

/**
 * How a {@link Button} stands out: a quiet outline, the page's main action in brand colour, an
 * action that destroys something, or a button that reads as a link.
 */
export type ButtonVariant = 'default' | 'primary' | 'danger' | 'link';

/**
 * How much room a {@link Button} takes: beside a row's content, a page's action, or a touch-size
 * action of a page's own form or a feed card.
 */
export type ButtonSize = 'small' | 'medium' | 'large';

/** A {@link Button}'s outline: a round pill, or the rectangle of a form's buttons. */
export type ButtonShape = 'round' | 'rect';

/** The look a {@link Button} or {@link ButtonLink} takes. */
export interface ButtonLook {
  /** Its look; 'default' unless it is the page's main action. */
  variant?: ButtonVariant;
  /** Its size; 'small' beside a list row's content or a search field. */
  size?: ButtonSize;
  /** Its outline; 'rect' among a form's fields. */
  shape?: ButtonShape;
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** The rendered button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button in the kit's looks; a plain `type="button"` unless told otherwise. */
export function Button({
  variant = 'default',
  size = 'medium',
  shape = 'round',
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-shape={shape}
      {...rest}
    />
  );
}
