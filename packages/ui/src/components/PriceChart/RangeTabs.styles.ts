import styled from 'styled-components';

export const StyledTabs = styled.div`
  display: inline-flex;
  flex: none;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledTab = styled.button`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;
