export { UserLoginPage } from './UserLoginPage';
