/** The raw behaviour object kept in local storage: counts of what the visitor did. */
export interface Behaviour {
  /** Epoch ms when collection began. */
  startedAt: number;
  /** Epoch ms of the last save. */
  savedAt: number;
  /** Mouse moves. */
  mouseMoves: number;
  /** Key presses. */
  keyPresses: number;
  /** Scrolls. */
  scrolls: number;
  /** Clicks. */
  clicks: number;
  /** Touch starts. */
  touches: number;
  /** Window focus events. */
  focuses: number;
  /** Window blur events. */
  blurs: number;
  /** Page visibility changes. */
  visibilityChanges: number;
  /** Window resizes. */
  resizes: number;
  /** Copy, cut and paste events. */
  clipboardUses: number;
  /** Developer tools were seen open at least once. */
  devtoolsSeen: boolean;
  /** The local address the WebRTC probe found, if it ran and found one. */
  localAddress: string | undefined;
}

type Counter = 'mouseMoves' | 'keyPresses' | 'scrolls' | 'clicks' | 'touches' | 'focuses' | 'blurs';

/** A fresh behaviour object. */
export function createBehaviour(startedAt: number): Behaviour {
  return {
    startedAt,
    savedAt: startedAt,
    mouseMoves: 0,
    keyPresses: 0,
    scrolls: 0,
    clicks: 0,
    touches: 0,
    focuses: 0,
    blurs: 0,
    visibilityChanges: 0,
    resizes: 0,
    clipboardUses: 0,
    devtoolsSeen: false,
    localAddress: undefined,
  };
}

const WINDOW_EVENTS: ReadonlyArray<readonly [string, Counter | 'resizes' | 'clipboardUses']> = [
  ['mousemove', 'mouseMoves'],
  ['keydown', 'keyPresses'],
  ['scroll', 'scrolls'],
  ['click', 'clicks'],
  ['touchstart', 'touches'],
  ['focus', 'focuses'],
  ['blur', 'blurs'],
  ['resize', 'resizes'],
  ['copy', 'clipboardUses'],
  ['cut', 'clipboardUses'],
  ['paste', 'clipboardUses'],
];

/** Counts the visitor's actions into `behaviour`; returns the function that stops counting. */
export function listenForBehaviour(target: Window, behaviour: Behaviour): () => void {
  const options: AddEventListenerOptions = { passive: true, capture: true };
  const removers = WINDOW_EVENTS.map(([type, counter]) => {
    const listener = (): void => {
      behaviour[counter] += 1;
    };
    target.addEventListener(type, listener, options);
    return () => target.removeEventListener(type, listener, options);
  });
  const onVisibility = (): void => {
    behaviour.visibilityChanges += 1;
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  removers.push(() => target.document.removeEventListener('visibilitychange', onVisibility));
  return () => removers.forEach((remove) => remove());
}
