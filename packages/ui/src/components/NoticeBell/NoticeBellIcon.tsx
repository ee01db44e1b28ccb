/** The notice centre's bell, with a clapper; decorative. */
export function NoticeBellIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v4.5L4.5 17h15L18 13.5V9a6 6 0 0 0-6-6zM9.5 19.5a2.5 2.5 0 0 0 5 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
