export { LoginModal } from './LoginModal';
export type { LoginModalProps } from './LoginModal';
export { LoginPanel } from './LoginPanel';
export type { LoginBoxProps } from './useLoginBox';
export { LOGIN_LINKS, LOGIN_TAB, SOCIAL_LOGIN } from './loginConstants';
export type { LoginTab, SocialLoginType } from './loginConstants';
