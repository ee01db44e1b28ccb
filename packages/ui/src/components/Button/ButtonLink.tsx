import { Link, type LinkProps } from '../Link';
import type { ButtonLook } from './Button';
import { StyledButton } from './Button.styles';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends LinkProps, ButtonLook {}

/** A link that looks like a {@link Button}: for an action that opens another page. */
export function ButtonLink({
  variant = 'default',
  size = 'medium',
  shape = 'round',
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledButton as={Link} data-variant={variant} data-size={size} data-shape={shape} {...rest} />
  );
}
