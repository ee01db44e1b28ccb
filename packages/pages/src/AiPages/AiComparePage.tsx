import { isDpId } from '@pricetrail/core';
import { AI_COMPARE_MAX, AI_COMPARE_MIN, aiProductsView } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { Button } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { AiAnswerPanel } from './AiAnswerPanel';
import { StyledAiPage, StyledIntro, StyledProducts } from './AiPages.styles';
import { ProductRow } from './ProductRow';
import { ProductSearchForm } from './ProductSearchForm';
import { useAiAnswer } from './useAiAnswer';

const INTRO = '把 2–4 件商品放在一起，比较价格走势、性价比和优惠，给出推荐。';

function pickedFrom(search: URLSearchParams): string[] {
  return [...new Set(search.getAll('dp').filter(isDpId))].slice(0, AI_COMPARE_MAX);
}

/** `/ext/ai_compare?dp=&dp=…`: 2–4 products side by side, streamed; more added by search. */
export const AiComparePage = observer(function AiComparePage() {
  const [search, setSearch] = useSearchParams();
  const picked = pickedFrom(search);
  const key = picked.join(',');
  const answer = useAiAnswer('compare');
  const products = useFreshView(aiProductsView, 'compare');
  const canCompare = picked.length >= AI_COMPARE_MIN;
  // A link that names enough products starts at once; after that the reader presses 开始对比.
  const [openedWith] = useState(() => (canCompare ? key : undefined));
  const [startedFor, setStartedFor] = useState(openedWith);

  useEffect(() => {
    void products.load(key ? key.split(',') : []);
  }, [key, products]);

  useEffect(() => {
    if (openedWith !== undefined) void answer.start('compare', openedWith.split(','));
  }, [openedWith, answer]);

  const setPicked = (dpIds: readonly string[]) =>
    setSearch(new URLSearchParams(dpIds.map((dpId) => ['dp', dpId])), { replace: true });
  const compare = () => {
    setStartedFor(key);
    void answer.start('compare', picked);
  };

  return (
    <StyledAiPage>
      <PageMeta title="AI 对比商品" description={INTRO} />
      <h1>AI 对比</h1>
      <StyledIntro>{INTRO}</StyledIntro>
      <PageSection title={`对比的商品（${picked.length}/${AI_COMPARE_MAX}）`}>
        {picked.length === 0 ? (
          <p>还没有选择商品，在下面搜索后加入对比。</p>
        ) : (
          <StyledProducts>
            {picked.map((dpId) => (
              <ProductRow
                key={dpId}
                dpId={dpId}
                detail={products.details.get(dpId)}
                isMissing={products.missing.has(dpId)}
              >
                <Button
                  size="small"
                  aria-label={`移除 ${products.details.get(dpId)?.product.title ?? dpId}`}
                  onClick={() => setPicked(picked.filter((other) => other !== dpId))}
                >
                  移除
                </Button>
              </ProductRow>
            ))}
          </StyledProducts>
        )}
      </PageSection>
      <Button
        variant="primary"
        disabled={!canCompare || answer.isActive || startedFor === key}
        onClick={compare}
      >
        {canCompare ? '开始对比' : `至少选择 ${AI_COMPARE_MIN} 件商品`}
      </Button>
      <AiAnswerPanel title="对比结论" store={answer} onRetry={compare} />
      <PageSection title="添加商品">
        <ProductSearchForm
          onSearch={(query) => void products.search(query)}
          isBusy={products.isSearching}
          error={products.searchError}
        />
        {products.results.length > 0 && (
          <StyledProducts aria-label="搜索结果">
            {products.results.map((item) => {
              const isPicked = picked.includes(item.product.dpId);
              return (
                <ProductRow
                  key={item.product.dpId}
                  dpId={item.product.dpId}
                  detail={{ product: item.product, summary: { currentPrice: item.price } }}
                  isMissing={false}
                >
                  <Button
                    size="small"
                    aria-label={`${isPicked ? '已加入' : '加入对比'} ${item.product.title}`}
                    disabled={isPicked || picked.length >= AI_COMPARE_MAX}
                    onClick={() => setPicked([...picked, item.product.dpId])}
                  >
                    {isPicked ? '已加入' : '加入对比'}
                  </Button>
                </ProductRow>
              );
            })}
          </StyledProducts>
        )}
      </PageSection>
    </StyledAiPage>
  );
});
