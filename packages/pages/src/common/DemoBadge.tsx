import styled from 'styled-components';

const StyledBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The small 演示数据 badge on anything from the demo catalogue. */
export function DemoBadge() {
  return <StyledBadge title="这些价格来自演示数据，不是真实的商城价格">演示数据</StyledBadge>;
}
