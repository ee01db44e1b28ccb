import { jdRankView, type ProductListItem } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { RankList, type RankItem } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PageMeta } from '../common/PageMeta';
import { paths } from '../paths';
import { ExtPage } from './ExtPage';
import { extProductProblem, useExtProduct } from './useExtProduct';

const RANK_SHOWN = 10;

function rankItem({ product, price, salesCount }: ProductListItem): RankItem {
  return {
    id: product.dpId,
    title: product.title,
    // In the store's page a shopper compares goods there; our history is one click further.
    href: product.url ?? paths.history(product.dpId),
    imageSrc: product.imageUrl ?? '',
    siteId: product.siteId,
    price,
    salesCount,
  };
}

/** `/ext/jd_rank?sku=` or `?dp_id=`: JD's best sellers in the viewed product's category. */
export const JdRankPage = observer(function JdRankPage() {
  const request = useExtProduct();
  const dpId = request.kind === 'dpId' ? request.dpId : undefined;
  const store = useFreshView(jdRankView, 'jdRank');

  useEffect(() => {
    if (dpId) void store.load(dpId);
  }, [store, dpId]);

  const heading = store.category ? `${store.category.name} 京东热销榜` : '京东热销榜';
  return (
    <>
      <PageMeta title={heading} description="正在看的京东商品所在分类的热销排行" />
      <ExtPage
        heading={heading}
        problem={extProductProblem(request)}
        status={store.status}
        hasProduct={dpId !== undefined}
        loadingText="正在加载榜单…"
        error={store.message}
      >
        <RankList
          label={heading}
          isOpeningNewTab
          items={store.items.slice(0, RANK_SHOWN).map(rankItem)}
          emptyText={
            store.category ? '这个分类暂无京东商品的榜单数据' : '这件商品暂无分类，无法给出榜单'
          }
        />
      </ExtPage>
    </>
  );
});
