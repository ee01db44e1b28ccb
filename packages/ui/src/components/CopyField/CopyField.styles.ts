import styled from 'styled-components';

export const StyledCopyRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & > :first-child {
    flex: 1;
  }

  & input {
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-overflow: ellipsis;
  }

  & > button {
    flex: none;
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;
