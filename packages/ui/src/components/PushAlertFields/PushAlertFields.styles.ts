import styled from 'styled-components';

export const StyledPush = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const StyledDevices = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > strong {
    font-family: ${({ theme }) => theme.font.familyNumeric};
  }
`;

export const StyledState = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-availability='denied'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
