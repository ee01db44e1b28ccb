/** When deferred work runs after the load event. */
export interface IdleSchedule {
  /** A wait after the load event before the idle moment is awaited. */
  readonly delayMs?: number;
  /** The longest the browser may keep the work waiting for an idle moment. */
  readonly idleTimeoutMs: number;
  /** The wait used instead of an idle moment where idle callbacks are missing. */
  readonly fallbackMs: number;
}

/** Calls `work` once the page has loaded, after the schedule's delay, when the browser is idle; returns a cancel. */
export function whenLoadedAndIdle(
  target: Window,
  work: () => void,
  { delayMs, idleTimeoutMs, fallbackMs }: IdleSchedule,
): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') {
      idle = target.requestIdleCallback(work, { timeout: idleTimeoutMs });
    } else {
      timer = target.setTimeout(work, fallbackMs);
    }
  };
  const afterLoad = delayMs ? () => (timer = target.setTimeout(whenIdle, delayMs)) : whenIdle;
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
  return () => {
    target.removeEventListener('load', afterLoad);
    if (idle !== undefined) target.cancelIdleCallback(idle);
    if (timer !== undefined) target.clearTimeout(timer);
  };
}
