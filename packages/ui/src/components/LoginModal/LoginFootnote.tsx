import { Link } from '../Link';
import { LOGIN_LINKS } from './loginConstants';
import { StyledError, StyledFootnote, StyledSubmit } from './LoginModal.styles';

/** The agreement line and the registration link under the phone and account forms. */
export function LoginFootnote() {
  return (
    <StyledFootnote>
      <p>
        登录即表示同意<Link href={LOGIN_LINKS.agreement}>《价迹用户协议》</Link>
      </p>
      <Link href={LOGIN_LINKS.register}>免费注册</Link>
    </StyledFootnote>
  );
}

/** The login form's error line; nothing when there is no message. */
export function LoginError({ message }: { message: string | null }) {
  if (!message) return null;
  return <StyledError role="alert">{message}</StyledError>;
}

/** The submit button; while submitting it says so and ignores clicks (the form checks too). */
export function LoginSubmit({ isSubmitting }: { isSubmitting: boolean }) {
  return (
    <StyledSubmit type="submit" aria-disabled={isSubmitting || undefined}>
      {isSubmitting ? '登录中…' : '登录'}
    </StyledSubmit>
  );
}
