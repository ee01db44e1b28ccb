/** Runs `fn` at most once per `waitMs`, always including the latest call (leading and trailing). */
export function throttle(fn: () => void, waitMs: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  const throttled = () => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0) run();
    else timer ??= setTimeout(run, remaining);
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
