import styled from 'styled-components';

/** A word on where a post stands (已过期, 审核中, 未通过审核 …); `data-state` marks the ones to notice. */
export const StyledStateBadge = styled.span`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  &[data-state='expired'],
  &[data-state='rejected'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`;
