import { MSG_QR_EXPIRED, QR_STATUS, type QrStatus } from '@pricetrail/core';

export { QR_STATUS, type QrStatus };

/** What the panel shows for a status: the code (plain or dimmed), a message, a refresh button. */
export interface QrView {
  /** How the code area looks. */
  code: 'skeleton' | 'image' | 'dimmed' | 'empty';
  /** The line shown under or over the code. */
  message: string;
  /** Whether the message sits over the dimmed code with a '点击刷新' button. */
  canRefresh: boolean;
}

/** Behaviour.md §4/§8 messages for each status. */
export function qrView(status: QrStatus, hasImage: boolean): QrView {
  const dimmedOrEmpty = hasImage ? 'dimmed' : 'empty';
  switch (status) {
    case QR_STATUS.loaded:
    case QR_STATUS.uploaded:
      return { code: 'image', message: '请使用价迹App扫码登录', canRefresh: false };
    case QR_STATUS.scanned:
      return { code: dimmedOrEmpty, message: '扫描成功，请在手机上确认', canRefresh: false };
    case QR_STATUS.expired:
      return { code: dimmedOrEmpty, message: MSG_QR_EXPIRED, canRefresh: true };
    case QR_STATUS.loadError:
      return { code: 'empty', message: '网络异常', canRefresh: true };
    case QR_STATUS.uploadError:
      return { code: dimmedOrEmpty, message: '二维码生成失败', canRefresh: true };
    default:
      return { code: 'skeleton', message: '二维码加载中…', canRefresh: false };
  }
}
