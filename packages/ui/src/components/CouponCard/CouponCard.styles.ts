import styled from 'styled-components';

export const StyledCard = styled.article`
  display: flex;
  align-items: stretch;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledStub = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: ${({ theme }) => theme.size.thumbMd};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-right: ${({ theme }) => theme.size.focusRing} dashed ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onBrand};
  background: ${({ theme }) => theme.color.brand};
  text-align: center;

  [data-status='expired'] > & {
    background: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledAmount = styled.span`
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const StyledCondition = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

export const StyledTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-status='expired'] & {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledStore = styled.p`
  overflow: hidden;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledValidity = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledClaim = styled.button`
  flex: none;
  align-self: center;
  margin-right: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.onBrand};
  background: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandHover};
  }

  &:disabled {
    cursor: default;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  &[data-status='claimed'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }

  &[data-status='expired'] {
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
