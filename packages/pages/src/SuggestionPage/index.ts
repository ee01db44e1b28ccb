export { SuggestionPage } from './SuggestionPage';
