import {
  myShaidanPostsView,
  shaidanFeedView,
  shaidanFormView,
  type ShaidanFeedStore,
} from '@pricetrail/services';
import { useFreshView, useRootStore, useView } from '@pricetrail/services/react';
import { Button, Pagination } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledAlert, StyledCard, StyledHint, StyledState } from '../account/AccountLayout.styles';
import { EmptyState } from '../common/LazyEmptyState';
import { MyPosts } from '../common/MyPosts';
import { PageMeta } from '../common/PageMeta';
import { SessionGate } from '../common/SessionGate';
import { paths } from '../paths';
import { ShaidanCard } from './ShaidanCard';
import { ShaidanForm } from './ShaidanForm';
import { StyledFeed, StyledShaidanPage } from './ShaidanPage.styles';
import { SHAIDAN_FEED, feedPageOf } from './loadShaidanPage';

/** Title of the 晒单 page. */
export const SHAIDAN_TITLE = '晒单';

const ABOUT = '网友晒出的真实购物照片和到手价';

/** The page's title and description from the feed it shows (which page, how many 晒单 in all). */
function metaOf(page: number, total: number | undefined) {
  return {
    title: page > 1 ? `${SHAIDAN_TITLE} 第 ${page} 页` : SHAIDAN_TITLE,
    description: total ? `${ABOUT}，共 ${total} 篇晒单。` : `${ABOUT}。`,
  };
}

// Cards in the first row load at once; the rest as they near the viewport.
const EAGER_CARDS = 3;

const Feed = observer(function Feed({
  store,
  imageUrl,
  onPageChange,
}: {
  store: ShaidanFeedStore;
  imageUrl: (id: string, size: 'small' | 'medium') => string;
  onPageChange: (page: number) => void;
}) {
  const result = store.result;
  if (store.status === 'error' && !result) {
    return (
      <StyledState>
        <StyledAlert role="alert">{store.message}</StyledAlert>
      </StyledState>
    );
  }
  if (!result) {
    return (
      <StyledState role="status" aria-busy="true">
        <p>正在加载晒单…</p>
      </StyledState>
    );
  }
  if (result.items.length === 0) {
    return <EmptyState icon="search" title="还没有晒单" description="买到好价了？来晒第一单吧。" />;
  }
  return (
    <section aria-label="晒单列表" aria-busy={store.status === 'loading'}>
      {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
      <StyledFeed>
        {result.items.map((post, i) => (
          <li key={post.id}>
            <ShaidanCard
              post={post}
              imageUrl={imageUrl}
              onLike={store.toggleLike}
              isEager={i < EAGER_CARDS}
            />
          </li>
        ))}
      </StyledFeed>
      <Pagination
        page={result.page}
        total={result.total}
        pageSize={result.pageSize}
        label="晒单分页"
        onChange={({ page }) => onPageChange(page)}
      />
    </section>
  );
});

/** `/shaidan`: approved purchase photos, likes, and for signed-in shoppers the upload form and their own posts. */
export const ShaidanPage = observer(function ShaidanPage() {
  const root = useRootStore();
  const feed = useView(shaidanFeedView, SHAIDAN_FEED);
  const form = useFreshView(shaidanFormView, 'shaidan');
  const mine = useFreshView(myShaidanPostsView, 'shaidan');
  const isSignedIn = root.login.isSignedIn;
  const [search, setSearch] = useSearchParams();
  const page = feedPageOf(search);

  // The route's loader read the page (on the server as a visitor); it is read here where no route
  // did (stories), and again once the shopper is known to be signed in, for their likes.
  useEffect(() => {
    void feed.ensureLoaded(page);
  }, [feed, page, isSignedIn]);

  // The author's list is read once signed in, and again once a new post has been received.
  const isSent = form.status === 'sent';
  useEffect(() => {
    if (isSignedIn) void mine.load();
  }, [mine, isSignedIn, isSent]);

  return (
    <StyledShaidanPage aria-labelledby="shaidan-title">
      <PageMeta {...metaOf(page, feed.result?.total)} />
      <header>
        <h1 id="shaidan-title">{SHAIDAN_TITLE}</h1>
        <SessionGate
          visitor={
            <Button
              shape="rect"
              size="large"
              type="button"
              variant="primary"
              onClick={() => root.login.openModal()}
            >
              登录后晒单
            </Button>
          }
        />
      </header>
      {isSignedIn ? (
        <StyledCard aria-label="发布晒单">
          <h2>晒晒你买到的好物</h2>
          <StyledHint>审核通过后展示。照片里的位置等信息会在上传时去除。</StyledHint>
          <ShaidanForm store={form} />
        </StyledCard>
      ) : null}
      {isSignedIn ? (
        <MyPosts
          title="我的晒单"
          emptyText="你还没有晒过单，审核结果会显示在这里。"
          store={mine}
          lineOf={(post) => ({
            href: paths.history(post.dpId),
            label: post.title || post.dpId,
            text: post.text,
          })}
        />
      ) : null}
      <Feed
        store={feed}
        imageUrl={(id, size) => root.community.imageUrl(id, size)}
        onPageChange={(next) => setSearch({ page: String(next) })}
      />
    </StyledShaidanPage>
  );
});
