import { AuthField, type AuthFieldProps } from './AuthField';

/** A mainland mobile-number input: the numeric phone keyboard and the browser's phone autofill. */
export function PhoneField(props: AuthFieldProps) {
  return (
    <AuthField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="请输入手机号"
      {...props}
    />
  );
}
