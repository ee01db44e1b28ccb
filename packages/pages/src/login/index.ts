// The login modal's own entry (`@pricetrail/pages/login`): the site's lazily loaded modal imports
// this, not the whole pages barrel, so its chunk's module graph is the modal's alone.
export { LoginModalView } from './LoginModalView';
export type { LoginModalViewProps } from './LoginModalView';
export { useSignInScreen } from './useSignInScreen';
