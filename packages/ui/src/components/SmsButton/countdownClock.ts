import { createContext } from 'react';

/**
 * The clock countdowns read (epoch ms). Stories hold it still, so a screenshot never catches
 * the seconds ticking; the site uses the real one.
 */
export const CountdownClockContext = createContext<() => number>(() => Date.now());
