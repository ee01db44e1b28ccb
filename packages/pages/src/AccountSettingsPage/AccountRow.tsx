import type { ReactNode } from 'react';
import { StyledLabel, StyledRow, StyledValue } from './AccountRow.styles';

/** Props of {@link AccountRow}. */
export interface AccountRowProps {
  /** What the row is about, e.g. 昵称. */
  label: string;
  /** The current value; `emptyText` shows (muted) when it is empty. */
  value: ReactNode;
  /** Shown when `value` is empty. */
  emptyText?: string;
  /** The row's button or link. */
  action?: ReactNode;
  /** An editor opened under the row. */
  children?: ReactNode;
}

/** One line of the settings: label, value and what can be done with it. */
export function AccountRow({
  label,
  value,
  emptyText = '未绑定',
  action,
  children,
}: AccountRowProps) {
  const isEmpty = value === '' || value === null || value === undefined;
  return (
    <StyledRow>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue data-empty={isEmpty || undefined}>{isEmpty ? emptyText : value}</StyledValue>
      {action ?? <span />}
      {children}
    </StyledRow>
  );
}
