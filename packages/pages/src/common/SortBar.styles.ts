import styled from 'styled-components';

export const StyledSortBar = styled.div`
  display: inline-flex;
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;

  & > button {
    min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
    cursor: pointer;
  }

  & > button + button {
    border-left: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }

  & > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`;
