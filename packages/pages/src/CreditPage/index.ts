export { CreditPage } from './CreditPage';
