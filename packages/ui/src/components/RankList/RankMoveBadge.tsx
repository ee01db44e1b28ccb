import { StyledVisuallyHidden } from '../PriceTag';
import { StyledMove } from './RankList.styles';

/** A row's move since yesterday's list: up or down some places, the same place, or new on it. */
export interface RankMove {
  /** Which way it moved. */
  kind: 'up' | 'down' | 'same' | 'new';
  /** Places moved (0 for `same` and `new`). */
  places: number;
}

const SHOWN: Record<RankMove['kind'], (places: number) => string> = {
  up: (places) => `↑${places}`,
  down: (places) => `↓${places}`,
  same: () => '–',
  new: () => '新',
};

const SPOKEN: Record<RankMove['kind'], (places: number) => string> = {
  up: (places) => `比昨天上升${places}名`,
  down: (places) => `比昨天下降${places}名`,
  same: () => '名次与昨天相同',
  new: () => '新上榜',
};

/** Props of {@link RankMoveBadge}. */
export interface RankMoveBadgeProps {
  /** The move to show. */
  move: RankMove;
}

/** ↑3, ↓1, – or 新, read out in words. */
export function RankMoveBadge({ move }: RankMoveBadgeProps) {
  return (
    <StyledMove data-kind={move.kind}>
      <span aria-hidden="true">{SHOWN[move.kind](move.places)}</span>
      <StyledVisuallyHidden>{SPOKEN[move.kind](move.places)}</StyledVisuallyHidden>
    </StyledMove>
  );
}
