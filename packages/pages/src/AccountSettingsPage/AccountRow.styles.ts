import styled from 'styled-components';

export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(4em, auto) 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};

  h2 + & {
    border-top: 0;
  }

  & > form {
    grid-column: 1 / -1;
  }
`;

export const StyledLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledValue = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledSaved = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.priceDown};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
