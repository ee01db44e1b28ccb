import styled from 'styled-components';

export const StyledCreditSummary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledLabel = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const StyledBalance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StyledCheckIn = styled.button`
  min-height: ${({ theme }) => theme.space.xxl};
  padding: 0 ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }

  &[aria-disabled='true'] {
    cursor: default;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.75;
  }

  &[data-done='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

export const StyledMessage = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.priceDown};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }

  &[data-tone='error'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;
