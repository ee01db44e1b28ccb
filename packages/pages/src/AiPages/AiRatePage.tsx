import { isDpId } from '@pricetrail/core';
import { aiProductsView } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { EmptyState, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../common/PageMeta';
import { paths } from '../paths';
import { AiAnswerPanel } from './AiAnswerPanel';
import { StyledAiPage, StyledIntro, StyledLinks, StyledProducts } from './AiPages.styles';
import { ProductRow } from './ProductRow';
import { useAiAnswer } from './useAiAnswer';

const INTRO = '根据价迹记录的历史价格、各商城报价和优惠，判断这件商品现在值不值得买。';

/** `/ext/ai_rate?dp=`: one product's 值不值得买, streamed as it is written. */
export const AiRatePage = observer(function AiRatePage() {
  const [search] = useSearchParams();
  const dp = search.get('dp') ?? '';
  const dpId = isDpId(dp) ? dp : undefined;
  const answer = useAiAnswer('rate');
  const products = useFreshView(aiProductsView, 'rate');

  useEffect(() => {
    if (!dpId) return;
    void products.load([dpId]);
    void answer.start('rate', [dpId]);
  }, [dpId, answer, products]);

  return (
    <StyledAiPage>
      <PageMeta title="AI 点评：值不值得买" description={INTRO} />
      <h1>AI 点评</h1>
      <StyledIntro>{INTRO}</StyledIntro>
      {dpId ? (
        <>
          <StyledProducts aria-label="点评的商品">
            <ProductRow
              dpId={dpId}
              detail={products.details.get(dpId)}
              isMissing={products.missing.has(dpId)}
            />
          </StyledProducts>
          <AiAnswerPanel
            title="值不值得买"
            store={answer}
            onRetry={() => void answer.start('rate', [dpId])}
          />
          <StyledLinks>
            <Link href={paths.product(dpId)}>查看历史价格</Link>
          </StyledLinks>
        </>
      ) : (
        <EmptyState
          title="没有指定商品"
          description="请从商品页点“AI 点评”进入，或先查一件商品的历史价格。"
          actionLabel="查历史价格"
          actionHref={paths.trend()}
          titleAs="h2"
        />
      )}
    </StyledAiPage>
  );
});
