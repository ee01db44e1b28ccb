import { MSG_QR_EXPIRED } from '@pricetrail/core';
import { Link } from '@pricetrail/ui';
import { paths } from '../paths';
import { QrConfirmIcon, type QrConfirmIconName } from './QrConfirmIcon';
import { StyledQrConfirm } from './QrConfirmPage.styles';

/** The states that end the phone's part (the code is used up, turned down or dead). */
export type QrConfirmEnd = 'confirmed' | 'refused' | 'expired';

const ENDINGS: Record<QrConfirmEnd, { icon: QrConfirmIconName; title: string; text: string }> = {
  confirmed: {
    icon: 'done',
    title: '已确认，电脑端将自动登录',
    text: '可以关闭本页，回到电脑上继续使用价迹。',
  },
  refused: {
    icon: 'stopped',
    title: '已取消登录',
    text: '电脑端不会登录。如需登录，请在电脑上刷新二维码后重新扫描。',
  },
  expired: {
    icon: 'stopped',
    title: MSG_QR_EXPIRED,
    text: '请在电脑上刷新二维码后重新扫描。',
  },
};

/** What the phone shows once its part is over: done, turned down, or the code is dead. */
export function QrConfirmOutcome({ end }: { /** Which ending. */ end: QrConfirmEnd }) {
  const ending = ENDINGS[end];
  return (
    <StyledQrConfirm aria-labelledby="qr-confirm-title" data-end={end}>
      <QrConfirmIcon name={ending.icon} />
      <h1 id="qr-confirm-title">{ending.title}</h1>
      <p>{ending.text}</p>
      <Link href={paths.home()}>返回首页</Link>
    </StyledQrConfirm>
  );
}
