import { defineContentScript } from 'wxt/utils/define-content-script';
import { startStorePage } from '../content/startStorePage';
import { TAOBAO } from '../content/stores';

export default defineContentScript({
  matches: [...TAOBAO.matches],
  main: (ctx) => startStorePage(ctx.signal, TAOBAO),
});
