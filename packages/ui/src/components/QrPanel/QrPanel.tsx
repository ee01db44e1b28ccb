import type { HTMLAttributes } from 'react';
import {
  StyledCode,
  StyledImage,
  StyledMessage,
  StyledOverlay,
  StyledQrPanel,
  StyledRefresh,
} from './QrPanel.styles';
import { QR_STATUS, qrView, type QrStatus } from './qrStatus';

/** Props of {@link QrPanel}. */
export interface QrPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the QR login stands (see `QR_STATUS`); 0 while loading. */
  status: QrStatus;
  /** The code picture as a data URL, from the QR call's `qrImgStr`. */
  qrImgStr?: string;
  /** Called when the shopper asks for a new code ('点击刷新'). */
  onRefresh: () => void;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path
        d="M14 24.5l7 7 13-14"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The QR login area: the code with a scan prompt, or what went wrong with a refresh button. */
export function QrPanel({ status, qrImgStr, onRefresh, ...rest }: QrPanelProps) {
  const view = qrView(status, Boolean(qrImgStr));
  const isScanned = status === QR_STATUS.scanned;
  const hasImage = (view.code === 'image' || view.code === 'dimmed') && qrImgStr;

  return (
    <StyledQrPanel
      data-status={status}
      aria-live="polite"
      aria-busy={status === QR_STATUS.idle || undefined}
      {...rest}
    >
      <StyledCode data-code={view.code}>
        {hasImage && (
          <StyledImage
            src={qrImgStr}
            alt={view.code === 'image' ? '价迹扫码登录二维码' : ''}
            width={160}
            height={160}
          />
        )}
        {isScanned && (
          <StyledOverlay>
            <CheckIcon />
          </StyledOverlay>
        )}
        {view.canRefresh && (
          <StyledOverlay>
            <span>{view.message}</span>
            <StyledRefresh type="button" onClick={() => onRefresh()}>
              点击刷新
            </StyledRefresh>
          </StyledOverlay>
        )}
      </StyledCode>
      {!view.canRefresh && (
        <StyledMessage
          data-tone={isScanned ? 'success' : status === QR_STATUS.idle ? 'muted' : undefined}
        >
          {view.message}
        </StyledMessage>
      )}
    </StyledQrPanel>
  );
}
