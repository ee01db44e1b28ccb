import { useEffect, useRef, useState } from 'react';

/** Props of {@link ViewportFrame}. */
export interface ViewportFrameProps {
  /** The story to show, e.g. 'pages-homepage--default'. */
  storyId: string;
  /** The width the story is laid out at, in CSS pixels. */
  width: number;
  /** How much the frame is shrunk on the docs page (0–1). */
  scale: number;
  /** The frame's accessible name and caption. */
  label: string;
}

const INITIAL_HEIGHT = 800;
// A page taller than this is cut: the docs page shows its top, the story itself shows all of it.
const MAX_HEIGHT = 2400;

/**
 * The story in its own iframe at a real viewport width, so the page's media queries apply, shrunk
 * to fit the docs column; the frame grows to the page's height once it has rendered.
 */
export function ViewportFrame({ storyId, width, scale, label }: ViewportFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);

  useEffect(() => {
    const frame = frameRef.current;
    let observer: ResizeObserver | undefined;
    const handleLoad = () => {
      // The story's own window observes its body: that is where its layout happens.
      const view = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
      const body = frame?.contentDocument?.body;
      if (!view || !body) return;
      const bodyObserver = new view.ResizeObserver(() => {
        setHeight(Math.min(Math.max(body.scrollHeight, INITIAL_HEIGHT), MAX_HEIGHT));
      });
      bodyObserver.observe(body);
      observer = bodyObserver;
    };
    frame?.addEventListener('load', handleLoad);
    return () => {
      frame?.removeEventListener('load', handleLoad);
      observer?.disconnect();
    };
  }, []);

  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: 8, fontSize: 13 }}>{label}</figcaption>
      <div
        style={{
          width: width * scale,
          height: height * scale,
          overflow: 'hidden',
          border: '1px solid #d0d4da',
          borderRadius: 4,
        }}
      >
        <iframe
          ref={frameRef}
          title={label}
          src={`iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`}
          loading="lazy"
          style={{
            width,
            height,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
    </figure>
  );
}
