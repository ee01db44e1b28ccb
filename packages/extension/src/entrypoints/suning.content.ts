import { defineContentScript } from 'wxt/utils/define-content-script';
import { startStorePage } from '../content/startStorePage';
import { SUNING } from '../content/stores';

export default defineContentScript({
  matches: [...SUNING.matches],
  main: (ctx) => startStorePage(ctx.signal, SUNING),
});
