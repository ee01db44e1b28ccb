// The design tokens alone: the content scripts carry no React.
import { lightColours, theme } from '@pricetrail/ui/tokens';

const { font, space, size } = theme;
// Store pages keep their own colours: the bar stays light whatever scheme the shopper's system uses.
const color = lightColours;

/**
 * The top bar's styles, inside its shadow root (the store's CSS cannot reach in, these cannot
 * leak out); `:host` starts from `all: initial` so nothing the page sets is inherited.
 */
export const TOP_BAR_CSS = `
:host {
  all: initial;
  display: block;
  font-family: ${font.family};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  color: ${color.text};
}
.top {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  padding: ${space.xs} ${space.md};
  border-bottom: ${size.hairline} solid ${color.border};
  background: ${color.brandSoft};
}
.brand { font-weight: ${font.weight.bold}; color: ${color.brand}; }
.offers { display: flex; flex-wrap: wrap; gap: ${space.xs}; margin: 0; padding: 0; list-style: none; }
.offer {
  min-width: 0;
  overflow-wrap: anywhere;
  padding: 0 ${space.xs};
  border: ${size.hairline} solid ${color.brand};
  border-radius: ${theme.radius.sm};
  color: ${color.brand};
  background: ${color.surface};
}
.offer time { margin-left: ${space.xs}; color: ${color.textMuted}; }
.none { color: ${color.textMuted}; }
a { color: ${color.focus}; }
.close {
  min-width: ${size.icon};
  min-height: ${size.icon};
  margin-left: auto;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.textMuted};
  font: inherit;
  font-size: ${font.size.lg};
  cursor: pointer;
}
a:focus-visible, .close:focus-visible {
  outline: ${size.focusRing} solid ${color.focus};
  outline-offset: ${size.hairline};
}
`;
