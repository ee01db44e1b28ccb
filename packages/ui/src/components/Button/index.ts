export { Button } from './Button';
export type { ButtonLook, ButtonProps, ButtonShape, ButtonSize, ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
