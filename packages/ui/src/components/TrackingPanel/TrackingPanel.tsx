import { formatShanghaiMinute } from '@pricetrail/core';
import type { HTMLAttributes } from 'react';
import {
  StyledAdvice,
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
  fetching: '正在读取商品页',
  done: '已读到价格',
  blocked: '暂时读不到价格',
  off_shelf: '商品已下架',
  failed: '这次没有读到价格',
  needs_browser: '需要插件或导入',
};

const DETAILS: Record<TrackingPanelState, string> = {
  queued: '已加入追踪队列，读到第一个价格后自动打开商品页。',
  fetching: '正在读取商品页面上的价格，请稍候。',
  done: '正在打开商品页。',
  blocked: '稍后将自动重试。',
  off_shelf: '该商品已从商城下架，暂时没有价格可以记录。',
  failed: '已多次尝试，不再自动重试。',
  needs_browser: '该商城的价格只能在浏览器中读取：安装价迹插件后浏览该商品，或由运营导入价格。',
};

// What the shopper can do meanwhile: nothing needs them to stay on the page.
const RETRY_ADVICE =
  '不必停留在本页：之后再次粘贴这个链接即可查看；在电脑上装有价迹插件时，打开该商品页即可立即记下价格。';
const GIVEN_UP_ADVICE = '在电脑上装有价迹插件时，打开该商品页即可记下价格。';
const ADVICE: Partial<Record<TrackingPanelState, string>> = {
  off_shelf: '可以搜索同款商品，看看其他店铺的价格。',
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
const STEPS = ['加入队列', '读取商品页', '打开价格走势'] as const;
const REACHED: Record<TrackingPanelState, number> = {
  queued: 0,
  fetching: 1,
  done: 2,
  blocked: 1,
  failed: 1,
  off_shelf: 1,
  needs_browser: 1,
};

function isRetrying(state: TrackingPanelState): boolean {
  return state === 'blocked' || state === 'failed';
}

function detailOf(state: TrackingPanelState, retryAt: number | undefined): string {
  if (isRetrying(state) && retryAt !== undefined) {
    return `将于 ${formatShanghaiMinute(retryAt)} 自动重试。`;
  }
  return DETAILS[state];
}

function adviceOf(state: TrackingPanelState, retryAt: number | undefined): string | undefined {
  if (state === 'failed' && retryAt === undefined) return GIVEN_UP_ADVICE;
  if (isRetrying(state)) return RETRY_ADVICE;
  return ADVICE[state];
}

/**
 * The live status of a pasted link we are fetching for the first time: queued → reading the
 * store's page → the product page, or why not (the tracker's reason: 商城拦截, 需要登录, 超时, …),
 * when it is tried again and what the shopper can do meanwhile. A polite live region, so screen
 * readers hear each change.
 */
export function TrackingPanel({ state, reason, retryAt, ...rest }: TrackingPanelProps) {
  const title = TITLES[state];
  const advice = adviceOf(state, retryAt);
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
      {advice ? <StyledAdvice data-testid="tracking-advice">{advice}</StyledAdvice> : null}
    </StyledTrackingPanel>
  );
}
