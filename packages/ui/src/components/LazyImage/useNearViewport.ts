import { useEffect, useState, type RefObject } from 'react';
import { throttle } from '../../lib/throttle';
import { LAZY_THROTTLE_MS, defaultExpand, preloadDistance } from './lazyConfig';

/** Whether an element has come within the preload distance, and its width at that moment. */
export interface NearViewport {
  /** True once the element came near the viewport; stays true after. */
  isNear: boolean;
  /** The element's rendered width (px) when it came near; 0 before. */
  width: number;
}

/** Watches an element until it comes within the preload distance of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, expand?: number): NearViewport {
  const [near, setNear] = useState<NearViewport>({ isNear: false, width: 0 });
  const isNear = near.isNear;

  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const markNear = () => setNear({ isNear: true, width: element.clientWidth });
    const base = expand ?? defaultExpand(window.innerWidth, window.innerHeight);
    const distance = preloadDistance(base, document.readyState === 'complete');

    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) markNear();
        },
        { rootMargin: `${distance}px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }

    const check = throttle(() => {
      const box = element.getBoundingClientRect();
      const isWithin =
        box.bottom >= -distance &&
        box.top <= window.innerHeight + distance &&
        box.right >= -distance &&
        box.left <= window.innerWidth + distance;
      if (isWithin) markNear();
    }, LAZY_THROTTLE_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, expand, isNear]);

  return near;
}
