import styled from 'styled-components';

// The ratio is a class of its own (a handful of ratios exist), not an inline style: pages rendered
// on the server send their markup under a CSP without 'unsafe-inline' for styles.
export const StyledFrame = styled.span<{ $ratio: string | undefined }>`
  position: relative;
  display: block;
  overflow: hidden;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  background: ${({ theme }) => theme.color.placeholder};
  border-radius: inherit;

  &[data-state='loaded'] {
    background: transparent;
  }
`;

export const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const StyledPlaceholder = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  min-height: inherit;
  margin: 0 auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  background: ${({ theme }) => theme.color.placeholder};

  &[data-kind='loading'] {
    max-width: ${({ theme }) => theme.size.placeholderLoading};
    max-height: ${({ theme }) => theme.size.placeholderLoading};
    aspect-ratio: 1;
  }

  & > svg {
    width: 40%;
    max-width: 64px;
    height: auto;
  }
`;
