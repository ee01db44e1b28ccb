import { theme, type ColourValues } from '@pricetrail/ui';
import { COLOUR_PAIRS } from '../colourPairs';
import { AA_MINIMUM, contrastRatio, passesAa, type ContrastUse } from '../contrast';
import { TokenTable } from './TokenTable';

const USE_LABEL: Readonly<Record<ContrastUse, string>> = {
  text: '正文',
  largeText: '大字',
  graphic: '图形',
};

/** Props of {@link ColourSwatches} and {@link ContrastTable}. */
export interface SchemeColoursProps {
  /** One scheme's colour values (`lightColours` or `darkColours`). */
  colours: ColourValues;
}

/** Every colour token of one scheme as a swatch with its name and value. */
export function ColourSwatches({ colours }: SchemeColoursProps) {
  return (
    <TokenTable
      tokens={colours}
      preview={(value) => (
        <div
          style={{
            width: 96,
            height: 32,
            borderRadius: theme.radius.sm,
            border: `1px solid ${theme.color.border}`,
            background: `${value}`,
          }}
          aria-hidden
        />
      )}
    />
  );
}

/** Each foreground the kit draws on each background in one scheme, with its WCAG ratio and AA verdict. */
export function ContrastTable({ colours }: SchemeColoursProps) {
  return (
    <table>
      <thead>
        <tr>
          <th>示例</th>
          <th>前景 / 背景</th>
          <th>用在</th>
          <th>对比度</th>
          <th>AA</th>
        </tr>
      </thead>
      <tbody>
        {COLOUR_PAIRS.map(({ foreground, background, use, where }) => {
          const ratio = contrastRatio(colours[foreground], colours[background]);
          const isPass = passesAa(ratio, use);
          return (
            <tr key={`${foreground}-${background}`}>
              <td>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '4px 8px',
                    borderRadius: theme.radius.sm,
                    fontFamily: theme.font.family,
                    color: colours[foreground],
                    background: `${colours[background]}`,
                  }}
                >
                  {use === 'graphic' ? '●' : '¥4,599 降价'}
                </span>
              </td>
              <td>
                <code>{foreground}</code> / <code>{background}</code>
              </td>
              <td>{where}</td>
              <td>{ratio.toFixed(2)} : 1</td>
              <td>
                {isPass ? '✓ 通过' : '✗ 未通过'}（{USE_LABEL[use]} ≥ {AA_MINIMUM[use]}）
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Props of {@link Ratio}. */
export interface RatioProps {
  /** Text or graphic colour. */
  foreground: string;
  /** The colour beneath it. */
  background: string;
}

/** A computed contrast ratio inline in prose, e.g. for a colour outside the theme. */
export function Ratio({ foreground, background }: RatioProps) {
  return <strong>{contrastRatio(foreground, background).toFixed(2)} : 1</strong>;
}
