import styled from 'styled-components';
import { StyledItemAction, StyledItemCard } from '../PriceTag/itemCard.styles';

export {
  StyledItemActions as StyledActions,
  StyledItemFacts as StyledFacts,
  StyledItemInfo as StyledInfo,
  StyledItemMedia as StyledMedia,
  StyledItemTags as StyledTags,
} from '../PriceTag/itemCard.styles';

export const StyledCard = styled(StyledItemCard)`
  &[data-state='claimable'] {
    box-shadow:
      inset ${({ theme }) => theme.size.focusRing} 0 0 ${({ theme }) => theme.color.priceDown},
      ${({ theme }) => theme.shadow.card};
  }

  &[data-state='expired'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
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

export const StyledAction = styled(StyledItemAction)`
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.brand};
  }

  &[data-variant='primary'] {
    border-color: ${({ theme }) => theme.color.priceDown};
    background: ${({ theme }) => theme.color.priceDown};
    color: ${({ theme }) => theme.color.onBrand};
  }

  &[data-variant='primary']:hover {
    color: ${({ theme }) => theme.color.onBrand};
  }
`;
