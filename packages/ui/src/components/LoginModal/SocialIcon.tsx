import type { JSX } from 'react';
import type { SocialLoginType } from './loginConstants';

const CUTOUT = 'var(--social-color)';

function WeChatGlyph() {
  return (
    <>
      <ellipse cx="9.5" cy="9.5" rx="7.5" ry="6.2" fill="currentColor" />
      <path d="M4.5 13.5l-1 3.2 3.6-1.8z" fill="currentColor" />
      <circle cx="7" cy="8" r="1" fill={CUTOUT} />
      <circle cx="12" cy="8" r="1" fill={CUTOUT} />
      <ellipse
        cx="16"
        cy="15"
        rx="6.2"
        ry="5.1"
        fill="currentColor"
        stroke={CUTOUT}
        strokeWidth="1.5"
      />
      <path d="M19.8 18.6l.9 2.6-3-1.5z" fill="currentColor" />
      <circle cx="14" cy="14.2" r="0.85" fill={CUTOUT} />
      <circle cx="18" cy="14.2" r="0.85" fill={CUTOUT} />
    </>
  );
}

function QqGlyph() {
  return (
    <>
      <ellipse cx="12" cy="15.2" rx="6.3" ry="5.3" fill="currentColor" />
      <ellipse cx="12" cy="8.3" rx="5.2" ry="5.8" fill="currentColor" />
      <ellipse
        cx="5.6"
        cy="14.8"
        rx="1.5"
        ry="3.2"
        transform="rotate(25 5.6 14.8)"
        fill="currentColor"
      />
      <ellipse
        cx="18.4"
        cy="14.8"
        rx="1.5"
        ry="3.2"
        transform="rotate(-25 18.4 14.8)"
        fill="currentColor"
      />
      <ellipse cx="8.6" cy="20.6" rx="3" ry="1.3" fill="currentColor" />
      <ellipse cx="15.4" cy="20.6" rx="3" ry="1.3" fill="currentColor" />
      <ellipse cx="10.2" cy="7.6" rx="0.9" ry="1.3" fill={CUTOUT} />
      <ellipse cx="13.8" cy="7.6" rx="0.9" ry="1.3" fill={CUTOUT} />
      <path d="M7.4 11.8q4.6 2.2 9.2 0" fill="none" stroke={CUTOUT} strokeWidth="1.3" />
    </>
  );
}

function WeiboGlyph() {
  return (
    <>
      <ellipse
        cx="10.5"
        cy="14.8"
        rx="8.2"
        ry="5.6"
        transform="rotate(-12 10.5 14.8)"
        fill="currentColor"
      />
      <ellipse cx="10" cy="15.4" rx="3.8" ry="2.7" fill={CUTOUT} />
      <circle cx="9.4" cy="15.7" r="1.3" fill="currentColor" />
      <path
        d="M15.2 3.8a5.8 5.8 0 0 1 5.9 6.6M15.4 7.2a2.6 2.6 0 0 1 2.6 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </>
  );
}

const GLYPHS: Record<SocialLoginType, () => JSX.Element> = {
  1: QqGlyph,
  2: WeChatGlyph,
  3: WeiboGlyph,
};

/** A social platform's simplified mark; decorative, its button carries the name. */
export function SocialIcon({ utype }: { utype: SocialLoginType }) {
  const Glyph = GLYPHS[utype];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <Glyph />
    </svg>
  );
}
