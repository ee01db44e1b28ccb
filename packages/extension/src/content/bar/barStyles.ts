// The design tokens alone: the content scripts carry no React.
import { lightColours, theme } from '@pricetrail/ui/tokens';

const { font, space, radius, size } = theme;
// Store pages keep their own colours: the bar stays light whatever scheme the shopper's system uses.
const color = lightColours;

/**
 * The mini bar's styles, inside its shadow root: the store's CSS cannot reach in and these cannot
 * leak out. `:host` starts from `all: initial` so nothing the page sets on its parents is inherited.
 */
export const BAR_CSS = `
:host {
  all: initial;
  display: block;
  position: relative;
  margin: ${space.sm} 0;
  font-family: ${font.family};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  color: ${color.text};
}
/* The shopper chose a bar fixed in the corner; above anything the store stacks. */
:host([data-position='floating']) {
  position: fixed;
  right: ${space.lg};
  bottom: ${space.lg};
  z-index: 2147483647;
  max-width: ${size.dialogWidth};
  margin: 0;
  box-shadow: ${theme.shadow.overlay};
}
.bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  padding: ${space.xs} ${space.sm};
  border: ${size.hairline} solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
}
.brand { font-weight: ${font.weight.bold}; color: ${color.brand}; }
.label { color: ${color.textMuted}; margin-right: ${space.xs}; }
.value { font-family: ${font.familyNumeric}; font-weight: ${font.weight.medium}; }
.fact[data-is-lowest] .value { color: ${color.priceDown}; }
.trend { font-weight: ${font.weight.bold}; }
.trend[data-tone='up'] { color: ${color.priceUp}; }
.trend[data-tone='down'] { color: ${color.priceDown}; }
.trend[data-tone='flat'] { color: ${color.textMuted}; }
.advice[data-tone='buy'], .advice[data-tone='elsewhere'] { color: ${color.priceDown}; }
.advice[data-tone='wait'], .advice[data-tone='careful'] { color: ${color.priceUp}; }
.cheaper { display: inline-flex; flex-wrap: wrap; gap: 0 ${space.sm}; }
.spark { display: block; }
.spark path { fill: none; stroke: ${color.brand}; stroke-width: 1.5; }
.trend-toggle {
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  font: inherit;
  color: ${color.focus};
  background: none;
  border: ${size.hairline} solid transparent;
  border-radius: ${radius.sm};
  padding: 0 ${space.xs};
  cursor: pointer;
}
.trend-toggle:hover, .trend-toggle[aria-expanded='true'] { border-color: ${color.border}; }
/* Over the store's page under the bar (above it when the bar floats), never wider than the window. */
.trend-popover {
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 2147483647;
  width: min(48em, calc(100vw - 2 * ${space.lg}));
  margin-top: ${space.xs};
  border: ${size.hairline} solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  box-shadow: ${theme.shadow.overlay};
}
:host([data-position='floating']) .trend-popover {
  top: auto;
  bottom: 100%;
  left: auto;
  right: 0;
  margin: 0 0 ${space.xs};
}
.trend-frame { display: block; width: 100%; height: min(36em, 70vh); border: 0; }
.trend-head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${space.xs} ${space.sm};
  border-bottom: ${size.hairline} solid ${color.border};
}
.trend-heading { font-weight: ${font.weight.bold}; }
.trend-close {
  font: inherit;
  font-size: ${font.size.lg};
  line-height: 1;
  color: ${color.textMuted};
  background: ${color.surface};
  border: ${size.hairline} solid ${color.border};
  border-radius: ${radius.sm};
  padding: ${space.xxs} ${space.sm};
  cursor: pointer;
}
.message { color: ${color.textMuted}; }
a { color: ${color.focus}; text-decoration: none; }
.watch, .watch-submit, .watch-cancel {
  font: inherit;
  color: ${color.brand};
  background: ${color.surface};
  border: ${size.hairline} solid ${color.brand};
  border-radius: ${radius.sm};
  padding: 0 ${space.sm};
  cursor: pointer;
}
.watch:hover, .watch-cancel:hover { background: ${color.brandSoft}; }
.watch-submit { color: ${color.onBrand}; background: ${color.brand}; }
.watch-submit:hover { background: ${color.brandHover}; }
.watch-cancel { color: ${color.textMuted}; border-color: ${color.border}; }
button:focus-visible, .watch-target:focus-visible {
  outline: ${size.focusRing} solid ${color.focus};
  outline-offset: ${size.hairline};
}
/* The form takes a line of its own under the facts, so it never squeezes them. */
.watch-form {
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
}
.watch-form .yuan { margin-right: -${space.xs}; }
.watch-target {
  font: inherit;
  font-family: ${font.familyNumeric};
  width: 7em;
  padding: 0 ${space.xs};
  color: ${color.text};
  background: ${color.surface};
  border: ${size.hairline} solid ${color.border};
  border-radius: ${radius.sm};
}
.watch-target[aria-invalid='true'] { border-color: ${color.priceUp}; }
.watch-error { flex-basis: 100%; color: ${color.priceUp}; }
.watch[aria-disabled='true'] { cursor: progress; }
.watch-message { color: ${color.textMuted}; }
.watch-message[data-state='added'] { color: ${color.priceDown}; }
.watch-message[data-state='failed'] { color: ${color.priceUp}; }
a:hover, a:focus-visible { text-decoration: underline; }
`;
