import { defineContentScript } from 'wxt/utils/define-content-script';
import { startStorePage } from '../content/startStorePage';
import { JD } from '../content/stores';

export default defineContentScript({
  matches: [...JD.matches],
  main: (ctx) => startStorePage(ctx.signal, JD),
});
