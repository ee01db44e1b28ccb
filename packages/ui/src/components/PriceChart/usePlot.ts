import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTheme } from 'styled-components';
import uPlot from 'uplot';
import { darkColours, lightColours } from '../../theme/palette';
import { useColourScheme } from '../../theme/useColourScheme';
import { buildPlotOptions, type PlotModel } from './plotOptions';
import { plotStyle } from './plotStyle';
import type { PlotHover } from './tooltipPlugin';

/** Callbacks of {@link usePlot}. */
export interface UsePlotCallbacks {
  /** Receives the crosshair position, or null when it leaves the plot. */
  onHover: (hover: PlotHover | null) => void;
  /** Receives how long the first draw took: from `new uPlot` to the end of its first 'draw' hook. */
  onDraw?: (event: { ms: number }) => void;
}

/** Mounts a uPlot chart into `containerRef`, keeps it sized to the box and fed with `model`. */
export function usePlot(
  containerRef: RefObject<HTMLDivElement | null>,
  model: PlotModel,
  siteId: number | undefined,
  callbacks: UsePlotCallbacks,
): RefObject<uPlot | null> {
  const theme = useTheme();
  const scheme = useColourScheme();
  const plotRef = useRef<uPlot | null>(null);
  const modelRef = useRef(model);
  const callbacksRef = useRef(callbacks);

  useLayoutEffect(() => {
    callbacksRef.current = callbacks;
  });

  useLayoutEffect(() => {
    modelRef.current = model;
    const plot = plotRef.current;
    if (plot && plot.data !== model.data) plot.setData(model.data);
  }, [model]);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let startedAt = 0;
    const options = buildPlotOptions({
      width: element.clientWidth,
      height: element.clientHeight,
      style: plotStyle(theme, scheme === 'dark' ? darkColours : lightColours),
      siteId,
      getModel: () => modelRef.current,
      onHover: (hover) => callbacksRef.current.onHover(hover),
      onFirstDraw: () => callbacksRef.current.onDraw?.({ ms: performance.now() - startedAt }),
    });
    startedAt = performance.now();
    const plot = new uPlot(options, modelRef.current.data, element);
    plotRef.current = plot;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      if (width !== plot.width || height !== plot.height) plot.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
      plotRef.current = null;
      callbacksRef.current.onHover(null);
    };
  }, [containerRef, theme, scheme, siteId]);

  return plotRef;
}
