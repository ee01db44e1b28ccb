/** The kit's empty-state pictures. */
export type EmptyStateIconName = 'empty' | 'search' | 'collection' | 'notFound';

const PATHS: Record<EmptyStateIconName, string> = {
  empty: 'M8 20l8-8h32l8 8v28a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z M8 20h16a8 8 0 0 0 16 0h16',
  search: 'M28 12a16 16 0 1 1 0 32a16 16 0 1 1 0-32z M40 40l14 14 M22 28h12',
  collection: 'M32 52S10 39 10 24a11 11 0 0 1 22-4a11 11 0 0 1 22 4c0 15-22 28-22 28z M24 28h16',
  notFound:
    'M10 12h44a4 4 0 0 1 4 4v32a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z M6 22h52 M24 32l6 6m0-6l-6 6 M34 32l6 6m0-6l-6 6 M26 46h12',
};

/** Props of {@link EmptyStateIcon}. */
export interface EmptyStateIconProps {
  /** Which picture to draw. */
  name: EmptyStateIconName;
}

/** A line drawing for an empty or missing page; decorative, hidden from screen readers. */
export function EmptyStateIcon({ name }: EmptyStateIconProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
