import styled from 'styled-components';

/** Above the list: how many are on it, and the 演示数据 badge when they are demo products. */
export const StyledListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;
