import type { ReactNode } from 'react';
import { StyledState } from '../account/AccountLayout.styles';

/** Props of {@link SentNotice}. */
export interface SentNoticeProps {
  /** What became of the submission, e.g. 已提交，审核通过后展示. */
  message: string;
  /** What to do next (another one, see it). */
  children: ReactNode;
}

/** What a sent form shows in its place, read out as a status. */
export function SentNotice({ message, children }: SentNoticeProps) {
  return (
    <StyledState role="status">
      <p>{message}</p>
      {children}
    </StyledState>
  );
}
