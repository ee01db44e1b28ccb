import { StyledStars } from './Stars.styles';

/** Props of {@link Stars}. */
export interface StarsProps {
  /** Stars out of five (rounded to whole stars for the glyphs). */
  rating: number;
  /** What a screen reader hears, e.g. '4 星' or '平均 4.6 星'. */
  label: string;
}

/** Filled and empty stars read as one image with a Chinese label. */
export function Stars({ rating, label }: StarsProps) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <StyledStars role="img" aria-label={label}>
      {'★'.repeat(filled) + '☆'.repeat(5 - filled)}
    </StyledStars>
  );
}
