/** Waits for the next frame and a little after it, so that frame's raster work is done. */
function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}

/**
 * Story helper for screenshots: repaints the whole story area once. After typing and clicks
 * Chromium re-rasters only the changed parts of its tiles, and a rounded corner crossing such a
 * seam can come out one shade off; one full repaint makes the final picture the same every run.
 */
export async function repaintAll(element: HTMLElement): Promise<void> {
  const previous = element.style.backgroundColor;
  // Any real change will do; the frame that shows it is never photographed.
  element.style.backgroundColor = 'Canvas';
  await settle();
  element.style.backgroundColor = previous;
  await settle();
}
