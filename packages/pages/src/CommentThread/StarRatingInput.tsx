import { useId } from 'react';
import { StyledStarInput } from './CommentThread.styles';

/** Props of {@link StarRatingInput}. */
export interface StarRatingInputProps {
  /** Stars chosen (0 for none). */
  value: number;
  /** Called with the stars chosen. */
  onChange: (change: { value: number }) => void;
  /** Whether it may not be changed (while sending). */
  isDisabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** 1–5 stars as a native radio group, so arrow keys move between them. */
export function StarRatingInput({ value, onChange, isDisabled = false }: StarRatingInputProps) {
  const name = useId();
  return (
    <StyledStarInput role="radiogroup" disabled={isDisabled}>
      <legend>评分（选填）</legend>
      {STARS.map((stars) => (
        <label key={stars} data-state={stars <= value ? 'on' : 'off'}>
          <input
            type="radio"
            name={name}
            value={stars}
            aria-label={`${stars} 星`}
            checked={value === stars}
            onChange={() => onChange({ value: stars })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
      <output aria-hidden="true">{value > 0 ? `${value} 星` : '未评分'}</output>
    </StyledStarInput>
  );
}
