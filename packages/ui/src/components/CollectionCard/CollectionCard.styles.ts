import styled from 'styled-components';
import { StyledItemAction } from '../PriceTag/itemCard.styles';

export {
  StyledItemActions as StyledActions,
  StyledItemCard as StyledCard,
  StyledItemFacts as StyledFacts,
  StyledItemInfo as StyledInfo,
  StyledItemMedia as StyledMedia,
  StyledItemTags as StyledTags,
} from '../PriceTag/itemCard.styles';

export const StyledMissing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const StyledAction = styled(StyledItemAction)`
  color: ${({ theme }) => theme.color.text};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.focus};
  }

  &[data-variant='danger'] {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &[data-variant='danger']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.brand};
  }
`;
