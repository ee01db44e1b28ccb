import styled from 'styled-components';

export const StyledFeed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledConfirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};

  & > p {
    flex: 1 1 100%;
    margin: 0;
    color: ${({ theme }) => theme.color.brandHover};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
