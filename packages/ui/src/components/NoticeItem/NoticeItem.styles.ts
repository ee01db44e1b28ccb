import styled from 'styled-components';
import { clampLines } from '../PriceTag';
import { StyledItemAction } from '../PriceTag/itemCard.styles';

export const StyledNotice = styled.article`
  --card-radius: ${({ theme }) => theme.radius.md};
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.color.brand};
  border-radius: var(--card-radius);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &[data-read='true'] {
    border-left-color: transparent;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledMedia = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.thumbSm};
  height: ${({ theme }) => theme.size.thumbSm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};
  color: ${({ theme }) => theme.color.textMuted};

  & > span {
    width: 100%;
    height: 100%;
  }

  & > svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledUnreadDot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
`;

export const StyledTitle = styled.p`
  ${clampLines}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  [data-read='true'] & {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const StyledPrices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;

  & > strong {
    color: ${({ theme }) => theme.color.brand};
    font-family: ${({ theme }) => theme.font.familyNumeric};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledAction = styled(StyledItemAction)`
  align-self: end;
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.focus};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
    grid-column: 2;
    justify-self: end;
  }
`;
