import styled from 'styled-components';

export const StyledStoreBadge = styled.span`
  display: inline-block;
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
`;
