import { StyledClose } from './ExtensionTop.styles';

/** Props of {@link BannerClose}. */
export interface BannerCloseProps {
  /** What the button closes, for screen readers, e.g. '关闭插件推荐'. */
  label: string;
  /** Called when the visitor closes the banner. */
  onClose: () => void;
}

/** The × that closes a top banner (the extension's, or the phones' home-screen one). */
export function BannerClose({ label, onClose }: BannerCloseProps) {
  return (
    <StyledClose type="button" aria-label={label} onClick={() => onClose()}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M7 7l10 10M17 7L7 17"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </StyledClose>
  );
}
