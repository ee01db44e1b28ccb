import { useState, type FormEvent, type RefObject } from 'react';
import { Link } from '../Link';
import { LOGIN_LINKS } from './loginConstants';
import { LoginError, LoginFootnote, LoginSubmit } from './LoginFootnote';
import { LoginField } from './LoginField';
import { StyledIconButton } from './LoginField.styles';
import { StyledCheckbox, StyledForm, StyledOptions } from './LoginModal.styles';

/** Props of {@link AccountLoginForm}. */
export interface AccountLoginFormProps {
  /** The phone number or e-mail typed so far. */
  account: string;
  /** The password typed so far. */
  passwd: string;
  /** Whether '下次免登录' is checked. */
  rememberMe: boolean;
  /** Called as a field changes. */
  onFieldChange: (
    change: { account: string } | { passwd: string } | { rememberMe: boolean },
  ) => void;
  /** Called when the form is submitted. */
  onSubmit: () => void;
  /** A login request is on its way. */
  isSubmitting: boolean;
  /** The error line's message, if any. */
  error: string | null;
  /** The account input. */
  accountRef: RefObject<HTMLInputElement | null>;
}

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!isOpen && (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Behaviour.md §2 account login: phone or e-mail, password with show/hide, remember me, forgot link. */
export function AccountLoginForm({
  account,
  passwd,
  rememberMe,
  onFieldChange,
  onSubmit,
  isSubmitting,
  error,
  accountRef,
}: AccountLoginFormProps) {
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit}>
      <LoginField
        label="账号"
        placeholder="手机号/邮箱"
        autoComplete="username"
        value={account}
        onValueChange={({ value }) => onFieldChange({ account: value })}
        inputRef={accountRef}
      />
      <LoginField
        label="密码"
        placeholder="请输入密码"
        type={isPasswordShown ? 'text' : 'password'}
        autoComplete="current-password"
        value={passwd}
        onValueChange={({ value }) => onFieldChange({ passwd: value })}
        trailing={
          <StyledIconButton
            type="button"
            aria-label="显示密码"
            aria-pressed={isPasswordShown}
            onClick={() => setIsPasswordShown((shown) => !shown)}
          >
            <EyeIcon isOpen={isPasswordShown} />
          </StyledIconButton>
        }
      />
      <StyledOptions>
        <StyledCheckbox>
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(event) => onFieldChange({ rememberMe: event.target.checked })}
          />
          下次免登录
        </StyledCheckbox>
        <Link href={LOGIN_LINKS.forgotPassword}>忘记密码</Link>
      </StyledOptions>
      <LoginError message={error} />
      <LoginSubmit isSubmitting={isSubmitting} />
      <LoginFootnote />
    </StyledForm>
  );
}
