import { StyledIcon } from './QrConfirmPage.styles';

/** Which picture heads a state: the asking computer, a tick, or a crossed circle. */
export type QrConfirmIconName = 'computer' | 'done' | 'stopped';

const TONE: Record<QrConfirmIconName, string | undefined> = {
  computer: undefined,
  done: 'success',
  stopped: 'muted',
};

/** The decorative picture at the top of the confirm card. */
export function QrConfirmIcon({ name }: { name: QrConfirmIconName }) {
  return (
    <StyledIcon data-tone={TONE[name]}>
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
      >
        {name === 'computer' && (
          <>
            <rect x="5" y="8" width="38" height="25" rx="3" strokeWidth="3" />
            <path d="M17 41h14M24 33v8" strokeWidth="3" strokeLinecap="round" />
          </>
        )}
        {name === 'done' && (
          <>
            <circle cx="24" cy="24" r="20" strokeWidth="3" />
            <path
              d="M15 24.5l6.5 6.5L34 18"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </>
        )}
        {name === 'stopped' && (
          <>
            <circle cx="24" cy="24" r="20" strokeWidth="3" />
            <path d="M17 17l14 14M31 17L17 31" strokeWidth="3.5" strokeLinecap="round" />
          </>
        )}
      </svg>
    </StyledIcon>
  );
}
