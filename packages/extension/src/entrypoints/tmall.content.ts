import { defineContentScript } from 'wxt/utils/define-content-script';
import { startStorePage } from '../content/startStorePage';
import { TMALL } from '../content/stores';

export default defineContentScript({
  matches: [...TMALL.matches],
  main: (ctx) => startStorePage(ctx.signal, TMALL),
});
