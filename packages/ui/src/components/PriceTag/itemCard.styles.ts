import styled from 'styled-components';

/** A personal-area card (watch item, 价保 order): picture beside its facts, on a raised surface. */
export const StyledItemCard = styled.article`
  --card-radius: ${({ theme }) => theme.radius.md};
  --item-thumb: ${({ theme }) => theme.size.thumbLg};
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: var(--card-radius);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media (max-width: ${({ theme }) => theme.breakpoint.phone}) {
    --item-thumb: ${({ theme }) => theme.size.thumbMd};
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The card's square picture. */
export const StyledItemMedia = styled.div`
  flex: none;
  width: var(--item-thumb);
  height: var(--item-thumb);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};

  & > * {
    height: 100%;
  }
`;

/** The column of title, tags, prices and facts. */
export const StyledItemInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** Store and group tags in a wrapping row. */
export const StyledItemTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Term–value facts (收藏时 / 历史最低 …) in a wrapping row. */
export const StyledItemFacts = styled.dl`
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

  & dt {
    flex: none;
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The card's buttons, at its bottom right. */
export const StyledItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

/** One small rounded card button; each card adds its colours and variants. */
export const StyledItemAction = styled.button`
  position: relative;
  z-index: 2;
  flex: none;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: currentColor;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  &:disabled {
    cursor: progress;
  }
`;
