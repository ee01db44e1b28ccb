import { defineContentScript } from 'wxt/utils/define-content-script';
import { startStorePage } from '../content/startStorePage';
import { VIPSHOP } from '../content/stores';

export default defineContentScript({
  matches: [...VIPSHOP.matches],
  main: (ctx) => startStorePage(ctx.signal, VIPSHOP),
});
