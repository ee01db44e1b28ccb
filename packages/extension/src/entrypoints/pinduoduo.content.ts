import { defineContentScript } from 'wxt/utils/define-content-script';
import { startStorePage } from '../content/startStorePage';
import { PINDUODUO } from '../content/stores';

export default defineContentScript({
  matches: [...PINDUODUO.matches],
  main: (ctx) => startStorePage(ctx.signal, PINDUODUO),
});
