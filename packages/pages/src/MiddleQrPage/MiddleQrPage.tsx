import { formatPrice, siteById } from '@pricetrail/core';
import { productLandingView, type ProductDetail } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { EmptyState, LazyImage, Link, PriceTag, StoreBadge } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DemoBadge } from '../common/DemoBadge';
import { PageMeta } from '../common/PageMeta';
import { useProductParam } from '../common/useProductParam';
import { paths } from '../paths';
import { StyledLanding, StyledOpen, StyledPicture } from './MiddleQrPage.styles';

const WEB_ADDRESS = /^https?:\/\//i;

function Landing({ detail }: { detail: ProductDetail }) {
  const { product, summary } = detail;
  const storeName = siteById(product.siteId)?.name ?? '商城';
  const storeUrl = product.url && WEB_ADDRESS.test(product.url) ? product.url : undefined;
  return (
    <StyledLanding>
      <PageMeta
        title={product.title}
        description={`${product.title}：去${storeName}打开，或查看历史价格`}
      />
      <StyledPicture>
        <LazyImage
          src={product.imageUrl ?? ''}
          alt={product.title}
          width={280}
          height={280}
          isEager
        />
      </StyledPicture>
      <h1>{product.title}</h1>
      <StoreBadge siteId={product.siteId} />
      {product.demo ? <DemoBadge /> : null}
      {summary.currentPrice !== undefined ? (
        <PriceTag price={summary.currentPrice} siteId={product.siteId} label="到手价" size="lg" />
      ) : null}
      {summary.lowestPrice !== undefined ? (
        <p>历史最低 {formatPrice(summary.lowestPrice, product.siteId)}</p>
      ) : null}
      {storeUrl ? <StyledOpen href={storeUrl}>去{storeName}打开</StyledOpen> : null}
      <Link href={paths.history(product.dpId)}>查看完整历史价格</Link>
      <p>在手机上点击按钮，会跳转到{storeName}App或网页。</p>
    </StyledLanding>
  );
}

/** `/product/middle_qr?dpid=` (or `?url=`): the page a phone opens from a QR code, leading on to the store. */
export const MiddleQrPage = observer(function MiddleQrPage() {
  const store = useFreshView(productLandingView, 'middleQr');
  const request = useProductParam();
  const key = request.kind === 'dpId' ? request.dpId : request.kind === 'url' ? request.url : '';

  useEffect(() => {
    if (request.kind === 'dpId') void store.load({ dpId: request.dpId });
    else if (request.kind === 'url') void store.load({ url: request.url });
    // The request is fully described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  if (request.kind === 'none') {
    return (
      <EmptyState
        titleAs="h1"
        icon="search"
        title="二维码里没有商品信息"
        description="请重新扫描商品页上的二维码，或粘贴商品链接查询。"
        actionLabel="去查历史价格"
        actionHref={paths.trend()}
      />
    );
  }
  if (store.status === 'error') {
    return (
      <EmptyState
        titleAs="h1"
        title="无法打开这个商品"
        description={<span role="alert">{store.message}</span>}
        actionLabel="去查历史价格"
        actionHref={paths.trend()}
      />
    );
  }
  if (store.status !== 'ready' || !store.detail) {
    return (
      <StyledLanding aria-busy="true">
        <h1>正在打开商品…</h1>
      </StyledLanding>
    );
  }
  return <Landing detail={store.detail} />;
});
