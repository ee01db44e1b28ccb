import { useCallback, useRef, useState, type HTMLAttributes } from 'react';
import { StyledFrame, StyledImage } from './LazyImage.styles';
import { LazyImagePlaceholder, type LazyImageFallback } from './LazyImagePlaceholder';
import { autoSizes } from './lazyConfig';
import { useNearViewport } from './useNearViewport';

/** What a lazy image is doing: far away, fetching, shown, or replaced by its placeholder. */
export type LazyImageState = 'waiting' | 'loading' | 'loaded' | 'failed';

/** Props of {@link LazyImage}. */
export interface LazyImageProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Image address. */
  src: string;
  /** Text alternative; also labels the placeholder when the image fails. */
  alt: string;
  /** Responsive candidates; `sizes` is derived from the rendered width. */
  srcSet?: string;
  /** Intrinsic width, used with `height` to reserve the box before loading. */
  width?: number;
  /** Intrinsic height, used with `width` to reserve the box before loading. */
  height?: number;
  /** Placeholder after a failure: 'loading' (default, 280 px) or 'noImage' (collection page). */
  fallback?: LazyImageFallback;
  /** Preload distance in px; defaults to the spec's 500 (370 on small viewports). */
  expand?: number;
  /** Load at once, for images above the fold. */
  isEager?: boolean;
}

interface Outcome {
  src: string;
  state: 'loaded' | 'failed';
}

/** An image that loads as it nears the viewport and falls back to a placeholder on error. */
export function LazyImage({
  src,
  alt,
  srcSet,
  width,
  height,
  fallback = 'loading',
  expand,
  isEager = false,
  ...rest
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(frameRef, expand);
  const isNear = near.isNear || isEager;
  const [outcome, setOutcome] = useState<Outcome>();
  const settled = outcome?.src === src ? outcome.state : undefined;
  const state: LazyImageState = settled ?? (isNear ? 'loading' : 'waiting');
  const ratio = width && height ? `${width} / ${height}` : undefined;
  // An image the server rendered may finish before React hydrates it, and React does not replay its
  // load or error event: read how it ended when React takes it over. `decode()` tells a broken image
  // from one without an intrinsic size (an SVG with only a viewBox).
  const settleFinished = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image?.complete) return;
      if (image.naturalWidth > 0) setOutcome({ src, state: 'loaded' });
      else
        image.decode().then(
          () => setOutcome({ src, state: 'loaded' }),
          () => setOutcome({ src, state: 'failed' }),
        );
    },
    [src],
  );

  return (
    <StyledFrame ref={frameRef} data-state={state} $ratio={ratio} {...rest}>
      {state === 'failed' ? (
        <LazyImagePlaceholder kind={fallback} alt={alt} />
      ) : (
        isNear && (
          <StyledImage
            ref={settleFinished}
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? autoSizes(near.width) : undefined}
            alt={alt}
            width={width}
            height={height}
            onLoad={() => setOutcome({ src, state: 'loaded' })}
            onError={() => setOutcome({ src, state: 'failed' })}
          />
        )
      )}
    </StyledFrame>
  );
}
