export { ExtensionPage } from './ExtensionPage';
