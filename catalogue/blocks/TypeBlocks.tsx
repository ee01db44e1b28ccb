import { theme } from '@pricetrail/ui';
import { TokenTable } from './TokenTable';

/** A line a shopper would read on the site: Chinese, Latin and a price. */
const CJK_SAMPLE = '价迹：看清每一次降价 iPhone 15 到手价 ¥4,599';

const SIZE_NOTES: Readonly<Record<string, string>> = {
  xs: '角标、辅助信息',
  sm: '列表说明、页脚',
  md: '正文（页面默认）',
  lg: '卡片标题、按钮',
  xl: '区块标题、价格',
  xxl: '页面主标题、大号价格',
};

/** `theme.font.size`: every step set in the kit's font stack with a Chinese sample. */
export function TypeScale() {
  return (
    <TokenTable
      tokens={theme.font.size}
      notes={SIZE_NOTES}
      preview={(value) => (
        <span
          style={{
            fontFamily: theme.font.family,
            fontSize: value,
            lineHeight: theme.font.lineHeight.normal,
            color: theme.color.text,
          }}
        >
          {CJK_SAMPLE}
        </span>
      )}
    />
  );
}

/** `theme.font.weight`: each weight on the same Chinese sample. */
export function FontWeights() {
  return (
    <TokenTable
      tokens={theme.font.weight}
      preview={(value) => (
        <span
          style={{ fontFamily: theme.font.family, fontWeight: value, fontSize: theme.font.size.lg }}
        >
          {CJK_SAMPLE}
        </span>
      )}
    />
  );
}

/** `theme.font.lineHeight`: two lines of Chinese at each height. */
export function LineHeights() {
  return (
    <TokenTable
      tokens={theme.font.lineHeight}
      preview={(value) => (
        <p style={{ margin: 0, fontFamily: theme.font.family, lineHeight: value, maxWidth: 240 }}>
          {CJK_SAMPLE}，历史价格一目了然。
        </p>
      )}
    />
  );
}

/** The two font stacks: text, and the numeric one for prices and counts. */
export function FontFamilies() {
  return (
    <TokenTable
      tokens={{ family: theme.font.family, familyNumeric: theme.font.familyNumeric }}
      notes={{ family: '全部文字', familyNumeric: '价格、倒计时、计数' }}
      preview={(value, name) => (
        <span style={{ fontFamily: String(value), fontSize: theme.font.size.xl }}>
          {name === 'familyNumeric' ? '¥4,599.00 59秒' : '价迹 PriceTrail'}
        </span>
      )}
    />
  );
}
