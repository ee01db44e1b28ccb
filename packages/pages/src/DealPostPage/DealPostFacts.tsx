import { formatPrice, formatShanghaiMinute, siteById, storePageUrl } from '@pricetrail/core';
import type { DealPost } from '@pricetrail/services';
import { StyledBuy, StyledFacts } from './DealPostPage.styles';

/** Props of {@link DealPostFacts}. */
export interface DealPostFactsProps {
  /** The post whose facts are shown. */
  post: DealPost;
}

/** When the post was made (Asia/Shanghai), its price then and now, and 去购买 on the store's page. */
export function DealPostFacts({ post }: DealPostFactsProps) {
  const { product, currentPrice } = post;
  const storeUrl = storePageUrl(product.dpId, product.url);
  const storeName = siteById(product.siteId)?.name ?? '商城';
  return (
    <>
      <StyledFacts>
        <div>
          <dt>发布于</dt>
          <dd>
            <time dateTime={new Date(post.createdAt * 1000).toISOString()}>
              {formatShanghaiMinute(post.createdAt)}
            </time>
          </dd>
        </div>
        <div>
          <dt>发布时</dt>
          <dd>{formatPrice(post.price, product.siteId)}</dd>
        </div>
        <div>
          <dt>现价</dt>
          <dd data-higher={post.expired || undefined}>
            {currentPrice === undefined ? '暂无' : formatPrice(currentPrice, product.siteId)}
          </dd>
        </div>
      </StyledFacts>
      {storeUrl ? (
        <StyledBuy
          href={storeUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={`去购买（${storeName}，新窗口打开）`}
        >
          去购买
        </StyledBuy>
      ) : null}
    </>
  );
}
