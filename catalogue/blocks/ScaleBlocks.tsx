import { theme } from '@pricetrail/ui';
import { TokenTable } from './TokenTable';

const SAMPLE_BOX = { width: 72, height: 48, background: theme.color.surface } as const;

/** `theme.space`, each step drawn as a bar of its length. */
export function SpaceScale() {
  return (
    <TokenTable
      tokens={theme.space}
      preview={(value) => (
        <div style={{ width: value, height: 12, background: theme.color.brand }} aria-hidden />
      )}
    />
  );
}

/** `theme.radius`, each radius on a framed box. */
export function RadiusScale() {
  return (
    <TokenTable
      tokens={theme.radius}
      preview={(value) => (
        <div
          style={{ ...SAMPLE_BOX, border: `2px solid ${theme.color.brand}`, borderRadius: value }}
          aria-hidden
        />
      )}
    />
  );
}

/** `theme.shadow`, each shadow under a white card on the page colour. */
export function ShadowScale() {
  return (
    <TokenTable
      tokens={theme.shadow}
      notes={{ card: '卡片、列表块', overlay: '弹窗、下拉菜单、提示' }}
      preview={(value) => (
        <div style={{ padding: 16, background: theme.color.surfaceMuted }}>
          <div style={{ ...SAMPLE_BOX, borderRadius: theme.radius.md, boxShadow: String(value) }} />
        </div>
      )}
    />
  );
}

const BREAKPOINT_NOTES: Readonly<Record<string, string>> = {
  phone: '设计手机稿的宽度；截图基线的手机宽度也是 375',
  tablet: '低于此宽度，分页、页脚、卡片等组件切换为手机排版（按容器宽度）',
  desktop: '低于此宽度，页头把主导航收进菜单；价格历史页从此宽度起分为两栏',
  wide: '宽屏；内容最宽为 size.contentMax，两侧留白',
};

/** `theme.breakpoint`, with what changes at each width. */
export function BreakpointTable() {
  return <TokenTable tokens={theme.breakpoint} notes={BREAKPOINT_NOTES} />;
}

/** The remaining groups: fixed sizes, stacking order and motion timings. */
export function OtherTokens() {
  return (
    <>
      <h3>尺寸 size</h3>
      <TokenTable tokens={theme.size} />
      <h3>层级 zIndex</h3>
      <TokenTable tokens={theme.zIndex} />
      <h3>动效 motion</h3>
      <TokenTable tokens={theme.motion} />
    </>
  );
}
