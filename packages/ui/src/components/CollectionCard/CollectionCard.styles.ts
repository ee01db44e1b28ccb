import styled from 'styled-components';

export const StyledCard = styled.article`
  --card-radius: ${({ theme }) => theme.radius.md};
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: var(--card-radius);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledMedia = styled.div`
  flex: none;
  width: ${({ theme }) => theme.size.thumbLg};
  height: ${({ theme }) => theme.size.thumbLg};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};

  & > * {
    height: 100%;
  }
`;

export const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

export const StyledPrices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const StyledSaved = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledRemove = styled.button`
  position: relative;
  z-index: 2;
  flex: none;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.brand};
    border-color: currentColor;
  }

  &:disabled {
    cursor: progress;
  }
`;
