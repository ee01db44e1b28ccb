import styled, { css } from 'styled-components';

/** Hides text visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: ${({ theme }) => theme.size.hairline};
  height: ${({ theme }) => theme.size.hairline};
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledPriceTag = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  --price-tag-size: ${({ theme }) => theme.font.size.xl};

  &[data-size='sm'] {
    --price-tag-size: ${({ theme }) => theme.font.size.lg};
  }

  &[data-size='lg'] {
    --price-tag-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const StyledCaption = styled.span`
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledAmount = styled.span`
  color: ${({ theme }) => theme.color.brand};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: var(--price-tag-size);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

export const StyledListPrice = styled.s`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.familyNumeric};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;
