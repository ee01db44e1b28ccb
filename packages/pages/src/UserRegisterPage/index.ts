export { MSG_AGREE_FIRST, UserRegisterPage } from './UserRegisterPage';
