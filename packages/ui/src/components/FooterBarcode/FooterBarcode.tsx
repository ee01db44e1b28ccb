import type { HTMLAttributes } from 'react';
import { StyledCode, StyledFooterBarcode, StyledHints, StyledTitle } from './FooterBarcode.styles';

/** Props of {@link FooterBarcode}. */
export interface FooterBarcodeProps extends HTMLAttributes<HTMLDivElement> {
  /** The app download QR code as an image address (usually a data URL). */
  qrSrc: string;
  /** What the code is, for screen readers. */
  qrAlt?: string;
  /** The line above the hints. */
  title?: string;
  /** Where the app is found, one line each. */
  hints?: readonly string[];
}

const DEFAULT_HINTS = ['支持 iPhone 与安卓手机', '也可在 App Store 和各大安卓应用市场搜索“价迹”'];

/** The footer's app block ('footerbarcode' layout): a QR code to scan and where else to get the app. */
export function FooterBarcode({
  qrSrc,
  qrAlt = '价迹App下载二维码',
  title = '扫码下载价迹App',
  hints = DEFAULT_HINTS,
  ...rest
}: FooterBarcodeProps) {
  return (
    <StyledFooterBarcode {...rest}>
      <StyledCode src={qrSrc} alt={qrAlt} width={112} height={112} />
      <div>
        <StyledTitle>{title}</StyledTitle>
        {hints.length > 0 && (
          <StyledHints>
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </StyledHints>
        )}
      </div>
    </StyledFooterBarcode>
  );
}
