/**
 * The public half of the key the extension's manifest carries (`key`). Chromium derives an
 * extension's id from it, so every unpacked copy of our build has the same id, and so the same
 * origin, whichever folder it is loaded from.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArDIc2J1+D2xDoOU8+Sm6V7S+eVz7zbD8iZhFyeOpuf5jbGB5us9BL5FuSch3/rMG4dZHRSproqlxfWztwQcX0VYjs7BA7CVZ33ziP/9Szy//hH0cMsQ2E/vdVhiqzjACprHJR3hCHr48iwLGrAd1V89pgrfmcZIFZjddl+YpCYEk8RcNhQz7dcXhEJ6AFhckPcJ2UnOiQyEGkqz5ULiLw6qGpHheUUMVeyZ1+d85ioLGkkC5NT+Ysbc5O5S95WJeHCllc4IhKib+t/+eZx1E1wxytCD8Nw0qudjirjEUj67Vu6L8IDtKA0y/Ch+gMbHr3BY3/mQdMIjdpTCef/QwXQIDAQAB';

/** The origin our extension's pages and service worker send (`Origin` on their requests). */
export const EXTENSION_ORIGIN = 'chrome-extension://egeehgfngjalcfkledidggiicfefeecg';
