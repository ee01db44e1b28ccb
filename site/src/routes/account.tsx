import { AccountSettingsPage, SetPasswordPage } from '@pricetrail/pages';

/** `/mine/setting` (and its phone binding, `?view=phone`). */
export function AccountSettingsRoute() {
  return <AccountSettingsPage />;
}

/** `/mine/setting_password`. */
export function SetPasswordRoute() {
  return <SetPasswordPage />;
}
