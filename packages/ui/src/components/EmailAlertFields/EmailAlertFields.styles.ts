import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const StyledCurrent = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
