import {
  ForgotPasswordPage,
  PrivacyPolicyPage,
  UserLoginPage,
  UserRegisterPage,
} from '@pricetrail/pages';

/** `/user_login`. */
export function UserLoginRoute() {
  return <UserLoginPage />;
}

/** `/user_register` and `/user/register`. */
export function UserRegisterRoute() {
  return <UserRegisterPage />;
}

/** `/user/forgot_pwd`. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

/** `/static_page/privacy_policy.html`. */
export function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
