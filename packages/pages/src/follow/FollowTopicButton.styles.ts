import styled from 'styled-components';

export const StyledFollowLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledFollowed = styled.span`
  color: ${({ theme }) => theme.color.priceDown};
`;
