import type { HTMLAttributes } from 'react';
import { StyledCode, StyledFooterBarcode, StyledHints, StyledTitle } from './FooterBarcode.styles';

/** Props of {@link FooterBarcode}. */
export interface FooterBarcodeProps extends HTMLAttributes<HTMLDivElement> {
  /** The QR code of this page's address as an image address (the server's `/api/qr.svg?path=…`). */
  qrSrc: string;
  /** What the code is, for screen readers. */
  qrAlt?: string;
  /** The line above the hints. */
  title?: string;
  /** How to use the code, one line each. */
  hints?: readonly string[];
}

const DEFAULT_HINTS = ['用手机相机或微信“扫一扫”', '在手机上接着看这一页'];

/**
 * The footer's phone block ('footerbarcode' layout): a QR code of the page being read, so the
 * shopper can go on reading it on the phone, and how to scan it.
 */
export function FooterBarcode({
  qrSrc,
  qrAlt = '本页地址的二维码',
  title = '手机扫码打开本页',
  hints = DEFAULT_HINTS,
  ...rest
}: FooterBarcodeProps) {
  return (
    <StyledFooterBarcode {...rest}>
      <StyledCode src={qrSrc} alt={qrAlt} width={112} height={112} loading="lazy" />
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
