import { formatDottedDay } from '@pricetrail/core';
import { FOLLOW_KIND_NAMES, type FollowStore } from '@pricetrail/services';
import { Button, EmptyState, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledAlert, StyledCard } from '../account/AccountLayout.styles';
import {
  StyledFollowList,
  StyledFollowRow,
  StyledKind,
  StyledMeta,
  StyledRemove,
  StyledSuccess,
} from './FollowPage.styles';

/** Props of {@link FollowList}. */
export interface FollowListProps {
  /** The page's store. */
  store: FollowStore;
}

/** The follows, newest first: each leads to its products, says when it last alerted, and can be 取消关注. */
export const FollowList = observer(function FollowList({ store }: FollowListProps) {
  return (
    <StyledCard aria-labelledby="follow-list-title">
      <h2 id="follow-list-title">
        已关注 {store.follows.length} / {store.max}
      </h2>
      {store.listMessage?.tone === 'error' && (
        <StyledAlert role="alert">{store.listMessage.text}</StyledAlert>
      )}
      {store.listMessage?.tone === 'success' && (
        <StyledSuccess role="status">{store.listMessage.text}</StyledSuccess>
      )}
      {store.follows.length === 0 ? (
        <EmptyState
          icon="collection"
          titleAs="h3"
          title="还没有关注"
          description="关注一个关键词、品牌或分类，有新好价时我们汇总提醒你。"
        />
      ) : (
        <StyledFollowList>
          {store.follows.map((follow) => (
            <StyledFollowRow key={follow.id}>
              <Link href={follow.path}>
                <StyledKind>{FOLLOW_KIND_NAMES[follow.kind]}</StyledKind>
                {follow.name}
              </Link>
              <StyledMeta>
                {formatDottedDay(follow.createdAt)} 关注 ·{' '}
                {follow.lastDigestAt === null
                  ? '尚未提醒'
                  : `上次提醒 ${formatDottedDay(follow.lastDigestAt)}`}
              </StyledMeta>
              <StyledRemove>
                <Button
                  shape="rect"
                  size="large"
                  type="button"
                  aria-label={`取消关注${follow.label}`}
                  onClick={() => void store.remove(follow.id)}
                >
                  取消关注
                </Button>
              </StyledRemove>
            </StyledFollowRow>
          ))}
        </StyledFollowList>
      )}
    </StyledCard>
  );
});
