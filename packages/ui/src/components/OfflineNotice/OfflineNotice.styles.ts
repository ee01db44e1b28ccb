import styled from 'styled-components';

export const StyledOfflineNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
