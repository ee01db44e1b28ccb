import styled from 'styled-components';

/** A small tag on a card (历史最低, 已降价, 最低价); tone via `data-tone`: brand, down or muted. */
export const StyledBadge = styled.span`
  display: inline-block;
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};

  &[data-tone='solid'] {
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brand};
  }

  &[data-tone='down'] {
    color: ${({ theme }) => theme.color.priceDown};
    background: ${({ theme }) => theme.color.priceDownSoft};
  }

  &[data-tone='muted'] {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
