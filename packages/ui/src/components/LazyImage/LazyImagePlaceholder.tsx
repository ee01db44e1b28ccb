import { StyledPlaceholder } from './LazyImage.styles';

/** Which placeholder a failed image shows: behaviour.md §2 ('no image' on the collection page). */
export type LazyImageFallback = 'loading' | 'noImage';

/** Props of {@link LazyImagePlaceholder}. */
export interface LazyImagePlaceholderProps {
  /** Which placeholder to draw. */
  kind: LazyImageFallback;
  /** What the missing picture showed, for screen readers; '' when it was decorative. */
  alt: string;
}

/** The picture drawn in place of an image that could not load. */
export function LazyImagePlaceholder({ kind, alt }: LazyImagePlaceholderProps) {
  return (
    // A decorative picture (alt '') leaves a decorative placeholder.
    <StyledPlaceholder
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-kind={kind}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect
          x="6"
          y="10"
          width="36"
          height="28"
          rx="3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <circle cx="17" cy="20" r="3.5" fill="currentColor" />
        <path
          d="M9 35l10-10 7 7 5-5 8 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      {kind === 'noImage' && <span aria-hidden="true">暂无图片</span>}
    </StyledPlaceholder>
  );
}
