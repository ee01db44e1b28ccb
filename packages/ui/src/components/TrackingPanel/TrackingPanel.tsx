import { formatShanghaiMinute } from '@pricetrail/core';
import type { HTMLAttributes } from 'react';
import {
  StyledDetail,
  StyledStep,
  StyledSteps,
  StyledTitle,
  StyledTrackingPanel,
} from './TrackingPanel.styles';

/** Where a pasted link stands in the tracker's queue. */
export type TrackingPanelState =
  'queued' | 'fetching' | 'done' | 'blocked' | 'off_shelf' | 'failed' | 'needs_browser';

/** Props of {@link TrackingPanel}. */
export interface TrackingPanelProps extends HTMLAttributes<HTMLElement> {
  /** Where the link stands. */
  state: TrackingPanelState;
  /** The tracker's Chinese reason for the last failed attempt, shown when it adds to the title. */
  reason?: string;
  /** When the tracker tries again (epoch seconds), for a blocked or failed link. */
  retryAt?: number;
}

const TITLES: Record<TrackingPanelState, string> = {
  queued: '排队中',
  fetching: '抓取中',
  done: '抓取完成',
  blocked: '商城拦截，稍后重试',
  off_shelf: '商品已下架',
  failed: '获取失败',
  needs_browser: '需要插件或导入',
};

const DETAILS: Record<TrackingPanelState, string> = {
  queued: '已加入追踪队列，抓到第一个价格后自动打开商品页。',
  fetching: '正在读取商品页面上的价格，请稍候。',
  done: '正在打开商品页。',
  blocked: '稍后将自动重试。',
  off_shelf: '该商品已从商城下架，暂时没有价格可以记录。',
  failed: '稍后将自动重试。',
  needs_browser: '该商城的价格只能在浏览器中读取：安装价迹插件后浏览该商品，或由运营导入价格。',
};

type Tone = 'pending' | 'trouble' | 'settled';
const TONES: Record<TrackingPanelState, Tone> = {
  queued: 'pending',
  fetching: 'pending',
  done: 'pending',
  blocked: 'trouble',
  failed: 'trouble',
  off_shelf: 'settled',
  needs_browser: 'settled',
};

// The three steps a link walks, and how far each state has come along them.
const STEPS = ['排队', '抓取', '出价'] as const;
const REACHED: Record<TrackingPanelState, number> = {
  queued: 0,
  fetching: 1,
  done: 2,
  blocked: 1,
  failed: 1,
  off_shelf: 1,
  needs_browser: 1,
};

function detailOf(state: TrackingPanelState, retryAt: number | undefined): string {
  if ((state === 'blocked' || state === 'failed') && retryAt !== undefined) {
    return `将于 ${formatShanghaiMinute(retryAt)} 重试。`;
  }
  return DETAILS[state];
}

/**
 * The live status of a pasted link we are fetching for the first time: 排队中 → 抓取中 → the
 * product page, or why not (blocked, off the shelf, failed, needs the extension) and when it is
 * tried again. A polite live region, so screen readers hear each change.
 */
export function TrackingPanel({ state, reason, retryAt, ...rest }: TrackingPanelProps) {
  const title = TITLES[state];
  return (
    <StyledTrackingPanel
      role="status"
      aria-live="polite"
      data-testid="tracking-panel"
      data-state={state}
      data-tone={TONES[state]}
      {...rest}
    >
      <StyledSteps aria-hidden="true">
        {STEPS.map((step, index) => (
          <StyledStep key={step} data-reached={index <= REACHED[state] || undefined}>
            {step}
          </StyledStep>
        ))}
      </StyledSteps>
      <StyledTitle data-testid="tracking-status">{title}</StyledTitle>
      {reason && reason !== title ? <StyledDetail>{reason}</StyledDetail> : null}
      <StyledDetail data-testid="tracking-detail">{detailOf(state, retryAt)}</StyledDetail>
    </StyledTrackingPanel>
  );
}
