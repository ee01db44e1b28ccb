import type { HTMLAttributes, ReactNode } from 'react';
import {
  StyledDownload,
  StyledExtensionTop,
  StyledIcon,
  StyledInner,
  StyledText,
} from './ExtensionTop.styles';
import { BannerClose } from './BannerClose';

/** Props of {@link ExtensionTop}. */
export interface ExtensionTopProps extends HTMLAttributes<HTMLElement> {
  /** The installer for the visitor's browser (core `extensionDownloadFor(detectBrowser(ua))`). */
  downloadHref: string;
  /** The visitor's browser as the button names it, e.g. 'Chrome' or '360安全浏览器'. */
  browserLabel: string;
  /** Called when the visitor closes the banner. */
  onDismiss: () => void;
  /** The pitch next to the button. */
  message?: ReactNode;
}

/** The top banner ('extensiontop' layout) inviting visitors to install the browser extension. */
export function ExtensionTop({
  downloadHref,
  browserLabel,
  onDismiss,
  message = '装上价迹插件，逛京东、天猫、淘宝时自动显示历史价格和全网比价',
  ...rest
}: ExtensionTopProps) {
  return (
    <StyledExtensionTop aria-label="浏览器插件推荐" {...rest}>
      <StyledInner>
        <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M10 3a2 2 0 0 1 4 0v2h4a1 1 0 0 1 1 1v4h-2a2 2 0 0 0 0 4h2v4a1 1 0 0 1-1 1h-4v-2a2 2 0 0 0-4 0v2H6a1 1 0 0 1-1-1v-4h2a2 2 0 0 0 0-4H5V6a1 1 0 0 1 1-1h4z"
            fill="currentColor"
          />
        </StyledIcon>
        <StyledText>{message}</StyledText>
        <StyledDownload href={downloadHref}>添加到 {browserLabel}</StyledDownload>
        <BannerClose label="关闭插件推荐" onClose={onDismiss} />
      </StyledInner>
    </StyledExtensionTop>
  );
}
