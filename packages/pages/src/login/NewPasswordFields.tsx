import { NEW_PASSWORD_MAX } from '@pricetrail/core';
import { AuthField } from './AuthField';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The new password typed so far. */
  password: string;
  /** Its confirmation typed so far. */
  confirm: string;
  /** Called with whichever of the two changed. */
  onChange: (change: { password?: string; confirm?: string }) => void;
}

/** The new password and its confirmation, as every set-password form asks them. */
export function NewPasswordFields({ password, confirm, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <AuthField
        label="新密码（8-14位）"
        type="password"
        autoComplete="new-password"
        maxLength={NEW_PASSWORD_MAX}
        value={password}
        onValueChange={(value) => onChange({ password: value })}
      />
      <AuthField
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        maxLength={NEW_PASSWORD_MAX}
        value={confirm}
        onValueChange={(value) => onChange({ confirm: value })}
      />
    </>
  );
}
