import { SMS_RESEND_SECONDS } from '@pricetrail/core';
import { useCallback, useContext, useEffect, useState } from 'react';
import { CountdownClockContext } from './countdownClock';

/** A running countdown: the whole seconds left (0 when idle) and its controls. */
export interface Countdown {
  /** Whole seconds left, rounded up; 0 when idle. */
  secondsLeft: number;
  /** Starts (or restarts) the countdown from the full length. */
  start: () => void;
  /** Stops it and returns to idle. */
  reset: () => void;
}

/** Counts down from `seconds` (default the SMS resend wait) once started, by the clock. */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS): Countdown {
  const now = useContext(CountdownClockContext);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    // Measured against the clock rather than counted, so a throttled background tab stays right.
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const start = useCallback(() => {
    setDeadline(now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, [now, seconds]);
  const reset = useCallback(() => {
    setDeadline(null);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, start, reset };
}
