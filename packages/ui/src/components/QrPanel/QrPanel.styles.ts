import styled from 'styled-components';

export const StyledQrPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  text-align: center;
`;

export const StyledCode = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: calc(${({ theme }) => theme.size.qrCode} + 2 * ${({ theme }) => theme.space.sm});
  aspect-ratio: 1;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  &[data-code='skeleton'],
  &[data-code='empty'] {
    background: ${({ theme }) => theme.color.placeholder};
  }
`;

export const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  image-rendering: pixelated;
`;

// Dims the code under it while keeping the message on an almost plain background.
export const StyledOverlay = styled.div`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  background: color-mix(in srgb, ${({ theme }) => theme.color.surface} 90%, transparent);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    width: calc(${({ theme }) => theme.size.icon} * 2);
    height: calc(${({ theme }) => theme.size.icon} * 2);
    color: ${({ theme }) => theme.color.priceDown};
  }

  & > svg path {
    stroke: ${({ theme }) => theme.color.surface};
  }
`;

export const StyledRefresh = styled.button`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
`;

export const StyledMessage = styled.p`
  margin: 0;
  /* A whole-pixel line box keeps what follows on whole pixels. */
  line-height: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};

  &[data-tone='muted'] {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.priceDown};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
