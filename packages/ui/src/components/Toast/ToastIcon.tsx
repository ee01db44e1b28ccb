import { StyledIcon } from './Toast.styles';

/** What kind of news a toast carries. */
export type ToastVariant = 'info' | 'success' | 'error';

const GLYPHS: Record<ToastVariant, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  error: 'M12 7v6.5M12 16.5v.01',
};

/** The round sign before a toast's message; decorative, the role tells its kind. */
export function ToastIcon({ variant }: { variant: ToastVariant }) {
  return (
    <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d={GLYPHS[variant]}
        fill="none"
        stroke="var(--toast-background)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </StyledIcon>
  );
}
