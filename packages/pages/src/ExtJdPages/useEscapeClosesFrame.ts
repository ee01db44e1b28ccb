import { CLOSE_FRAME_MESSAGE } from '@pricetrail/core';
import { useEffect } from 'react';

/**
 * While the page is framed, Esc not taken by a control of its own asks the page around it to
 * close the frame: the shopper's Esc inside never reaches the store page's popover otherwise.
 */
export function useEscapeClosesFrame(): void {
  useEffect(() => {
    if (window.parent === window) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // The message says nothing but "close": any page around the frame may read it.
      window.parent.postMessage({ type: CLOSE_FRAME_MESSAGE }, '*');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
