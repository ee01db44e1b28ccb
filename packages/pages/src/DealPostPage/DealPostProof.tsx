import { formatPrice } from '@pricetrail/core';
import type { DealPost } from '@pricetrail/services';
import { StyledFigures } from './DealPostPage.styles';
import { dropText } from './dealPostText';

/** Props of {@link DealPostProof}. */
export interface DealPostProofProps {
  /** The post whose figures are shown. */
  post: DealPost;
}

/** Why the price is good in our numbers: 历史最低, 30 天中位价, the drop and the days behind it. */
export function DealPostProof({ post }: DealPostProofProps) {
  const { proof, product } = post;
  const siteId = product.siteId;
  return (
    <StyledFigures>
      <div>
        <dt>好价</dt>
        <dd>{formatPrice(post.price, siteId)}</dd>
      </div>
      <div>
        <dt>历史最低</dt>
        <dd>
          {proof.lowestPrice === null ? '暂无' : formatPrice(proof.lowestPrice, siteId)}
          {proof.isLowest ? '（即此价）' : ''}
        </dd>
      </div>
      <div>
        <dt>{proof.windowDays} 天中位价</dt>
        <dd>{proof.median30 === null ? '数据不足' : formatPrice(proof.median30, siteId)}</dd>
      </div>
      <div>
        <dt>比中位价</dt>
        <dd>
          {proof.dropPercent === null ? '—' : dropText(proof.dropPercent)}，基于 {proof.dataDays}{' '}
          天数据
        </dd>
      </div>
    </StyledFigures>
  );
}
