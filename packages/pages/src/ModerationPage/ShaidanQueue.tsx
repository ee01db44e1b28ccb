import { formatShanghaiMinute } from '@pricetrail/core';
import type { CommunityApiClient, ModerationStore, ShaidanPost } from '@pricetrail/services';
import { LazyImage, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { paths } from '../paths';
import { StyledMeta, StyledPhotos } from './ModerationPage.styles';
import { QueueSection } from './QueueSection';

/** Props of {@link ShaidanQueue}. */
export interface ShaidanQueueProps {
  /** The page's store. */
  store: ModerationStore;
  /** The pending 晒单, oldest first. */
  posts: readonly ShaidanPost[];
  /** The community API, which knows the photos' addresses. */
  api: CommunityApiClient;
}

/** The pending 晒单: who posted it, when, the product, the text and the photos. */
export const ShaidanQueue = observer(function ShaidanQueue({
  store,
  posts,
  api,
}: ShaidanQueueProps) {
  return (
    <QueueSection
      store={store}
      kind="shaidan"
      title="待审核晒单"
      items={posts}
      emptyText="暂无待审核晒单"
      nameOf={(post) => `晒单 ${post.id}`}
      renderItem={(post) => (
        <>
          <StyledMeta>
            {post.author} · {formatShanghaiMinute(post.createdAt)} ·{' '}
            <Link href={paths.product(post.dpId)}>{post.title || post.dpId}</Link>
          </StyledMeta>
          <p>{post.text}</p>
          <StyledPhotos>
            {post.images.map((image, i) => (
              <LazyImage
                key={image.id}
                src={api.imageUrl(image.id, 'small')}
                alt={`晒单 ${post.id} 的照片 ${i + 1}`}
                width={1}
                height={1}
              />
            ))}
          </StyledPhotos>
        </>
      )}
    />
  );
});
