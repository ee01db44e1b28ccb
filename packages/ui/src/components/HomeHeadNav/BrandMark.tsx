/** The 价迹 logo: a falling price line in a red tile (colours come from the brand link's styles). */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M6 11l6 5 5-4 9 9"
        fill="none"
        data-ink="stroke"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="26" cy="21" r="2.5" data-ink="fill" />
    </svg>
  );
}
