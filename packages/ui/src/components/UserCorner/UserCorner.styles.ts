import styled from 'styled-components';

export const StyledUserCorner = styled.div`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const StyledLogin = styled.button`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
`;

export const StyledRegister = styled.a`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;
