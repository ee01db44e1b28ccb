import { AccountSettingsPage, SetPasswordPage } from '@pricetrail/pages';
import { BROWSER_COLOUR_SCHEME_DOCUMENT } from './colourSchemeDocument';

/** `/mine/setting` (and its phone binding, `?view=phone`). */
export function AccountSettingsRoute() {
  return <AccountSettingsPage colourSchemeDocument={BROWSER_COLOUR_SCHEME_DOCUMENT} />;
}

/** `/mine/setting_password`. */
export function SetPasswordRoute() {
  return <SetPasswordPage />;
}
