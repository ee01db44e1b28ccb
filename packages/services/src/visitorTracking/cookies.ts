import Cookies from 'js-cookie';
import { TRACKING_COOKIE_DAYS } from './constants';

/** Attributes of the `fp` and `dfp` cookies: long-lived, first-party, whole site. */
export const TRACKING_COOKIE_ATTRIBUTES = {
  expires: TRACKING_COOKIE_DAYS,
  path: '/',
  sameSite: 'Lax',
} as const;

/** Writes a cookie; injectable so tests and non-browser hosts can fake it. */
export type CookieWriter = (name: string, value: string) => void;

/** Writes to `document.cookie` through js-cookie with the tracking attributes. */
export const writeTrackingCookie: CookieWriter = (name, value) => {
  Cookies.set(name, value, TRACKING_COOKIE_ATTRIBUTES);
};
