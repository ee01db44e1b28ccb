import { useEffect } from 'react';

/**
 * Marks the document live (`<html data-live>`) once React has taken the page over, so tools that
 * drive the site (the end-to-end journeys) know when the server's HTML answers to input.
 */
export function LiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}
