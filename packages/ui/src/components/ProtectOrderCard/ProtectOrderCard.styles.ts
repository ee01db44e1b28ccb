import styled from 'styled-components';

export const StyledCard = styled.article`
  --card-radius: ${({ theme }) => theme.radius.md};
  --protect-thumb: ${({ theme }) => theme.size.thumbLg};
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: var(--card-radius);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &[data-state='claimable'] {
    box-shadow:
      inset ${({ theme }) => theme.size.focusRing} 0 0 ${({ theme }) => theme.color.priceDown},
      ${({ theme }) => theme.shadow.card};
  }

  &[data-state='expired'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
    --protect-thumb: ${({ theme }) => theme.size.thumbMd};
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledMedia = styled.div`
  flex: none;
  width: var(--protect-thumb);
  height: var(--protect-thumb);
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

export const StyledClaim = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.priceDown};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &[data-tone='muted'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

export const StyledAction = styled.button`
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
  text-decoration: none;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.brand};
    border-color: currentColor;
  }

  &[data-variant='primary'] {
    border-color: ${({ theme }) => theme.color.priceDown};
    background: ${({ theme }) => theme.color.priceDown};
    color: ${({ theme }) => theme.color.onBrand};
  }

  &[data-variant='primary']:hover {
    color: ${({ theme }) => theme.color.onBrand};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  &:disabled {
    cursor: progress;
  }
`;
