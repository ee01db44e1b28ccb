export { SetPasswordPage } from './SetPasswordPage';
