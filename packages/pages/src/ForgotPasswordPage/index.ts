export { ForgotPasswordPage } from './ForgotPasswordPage';
