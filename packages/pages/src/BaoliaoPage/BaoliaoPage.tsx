import { formatPrice } from '@pricetrail/core';
import { baoliaoFormView, myBaoliaoPostsView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledAccountPage, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { MyPosts } from '../common/MyPosts';
import { PageMeta } from '../common/PageMeta';
import { SessionGate } from '../common/SessionGate';
import { paths } from '../paths';
import { BaoliaoForm } from './BaoliaoForm';

/** Title of the 爆料 page. */
export const BAOLIAO_TITLE = '我要爆料';

/**
 * `/zhi/baoliao`: a signed-in shopper shares a good price; it shows once an operator approves
 * it, and 我的爆料 says where each of theirs stands.
 */
export const BaoliaoPage = observer(function BaoliaoPage() {
  const root = useRootStore();
  const form = useFreshView(baoliaoFormView, 'baoliao');
  const mine = useFreshView(myBaoliaoPostsView, 'baoliao');
  const isSignedIn = root.login.isSignedIn;

  // The author's list is read once signed in, and again once a new 爆料 has been received.
  const isSent = form.status === 'sent';
  useEffect(() => {
    if (isSignedIn) void mine.load();
  }, [mine, isSignedIn, isSent]);

  return (
    <StyledAccountPage aria-labelledby="baoliao-title">
      <PageMeta title={BAOLIAO_TITLE} description="发现了好价？贴上商品链接，说说好在哪里。" />
      <h1 id="baoliao-title">{BAOLIAO_TITLE}</h1>
      <StyledCard aria-label="爆料">
        <h2>发现了好价？</h2>
        <StyledHint>
          贴上商品链接，说说这个价格好在哪里。我们会附上历史最低价和 30 天中位价，审核通过后展示。
        </StyledHint>
        <SessionGate
          visitor={
            <StyledHint>
              <Link href={paths.userLogin(paths.baoliao())}>登录</Link>后即可爆料。
            </StyledHint>
          }
        >
          <BaoliaoForm store={form} />
        </SessionGate>
      </StyledCard>
      {isSignedIn ? (
        <MyPosts
          title="我的爆料"
          emptyText="你还没有爆过料，审核结果会显示在这里。"
          store={mine}
          lineOf={(post) => ({
            href: paths.dealPost(post.id),
            label: post.product.title,
            text: `${formatPrice(post.price, post.product.siteId)}：${post.reason ?? ''}`,
          })}
        />
      ) : null}
    </StyledAccountPage>
  );
});
