import type { HTMLAttributes } from 'react';
import { Link } from '../Link';
import { StyledLogin, StyledRegister, StyledUserCorner } from './UserCorner.styles';

/** Props of {@link VisitorCorner}. */
export interface VisitorCornerProps extends HTMLAttributes<HTMLDivElement> {
  /** Called when the visitor presses 登录 (the caller opens the login modal). */
  onLogin: () => void;
  /** Where 注册 leads. */
  registerHref?: string;
}

/** The account corner of a visitor: 登录 and 注册 (the visitor half of `UserCorner`). */
export function VisitorCorner({
  onLogin,
  registerHref = '/user/register?from=%2F',
  ...rest
}: VisitorCornerProps) {
  return (
    <StyledUserCorner data-state="visitor" {...rest}>
      <StyledLogin type="button" onClick={() => onLogin()}>
        登录
      </StyledLogin>
      <StyledRegister as={Link} href={registerHref}>
        注册
      </StyledRegister>
    </StyledUserCorner>
  );
}
