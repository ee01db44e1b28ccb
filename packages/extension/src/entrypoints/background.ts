import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../background/startBackground';

export default defineBackground(() => startBackground());
