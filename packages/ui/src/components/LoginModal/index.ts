export { LoginModal } from './LoginModal';
export type { LoginModalProps } from './LoginModal';
export { LOGIN_LINKS, LOGIN_TAB, SOCIAL_LOGIN } from './loginConstants';
export type { LoginTab, SocialLoginType } from './loginConstants';
