import { followTopicView, type FollowTopic } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { Button, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledAlert } from '../account/AccountLayout.styles';
import { paths } from '../paths';
import { StyledFollowed, StyledFollowLine } from './FollowTopicButton.styles';

const NOUNS: Record<FollowTopic['kind'], string> = {
  brand: '品牌',
  category: '分类',
  keyword: '关键词',
};

/** Props of {@link FollowTopicButton}; give it a `key` per topic, as it keeps its store. */
export interface FollowTopicButtonProps {
  /** What it follows: the page's category, or the keyword searched. */
  topic: FollowTopic;
}

/** 关注这个分类 / 关注这个关键词: follows the page's topic, or says it is followed already. */
export const FollowTopicButton = observer(function FollowTopicButton({
  topic,
}: FollowTopicButtonProps) {
  const store = useFreshView(followTopicView, topic);
  const isSignedIn = useRootStore().login.isSignedIn;
  const noun = NOUNS[topic.kind];

  useEffect(() => {
    if (isSignedIn) void store.load();
  }, [store, isSignedIn]);

  return (
    <>
      <StyledFollowLine>
        {store.state === 'followed' ? (
          <>
            <StyledFollowed>已关注这个{noun}，有新好价时会提醒你</StyledFollowed>
            <Link href={paths.follow()}>管理关注</Link>
          </>
        ) : (
          <Button
            shape="rect"
            size="large"
            type="button"
            aria-disabled={store.state === 'following' || undefined}
            onClick={() => void store.follow()}
          >
            {store.state === 'following' ? '关注中…' : `关注这个${noun}`}
          </Button>
        )}
      </StyledFollowLine>
      {store.error && <StyledAlert role="alert">{store.error}</StyledAlert>}
    </>
  );
});
