import { followView } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MineGate } from '../mine/MineGate';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { FollowForm } from './FollowForm';
import { FollowList } from './FollowList';

/** `/mine/follow` (我的关注): follow a keyword or brand, and the follows with 取消关注. */
export const FollowPage = observer(function FollowPage() {
  const store = useFreshView(followView, 'follow');
  useSignInWhenSignedOut(store.status);

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <MineGate
      title="我的关注"
      description="关注的品牌、分类和关键词：有新好价时汇总提醒"
      status={store.status}
      error={store.error}
      onRetry={() => void store.load()}
      exports="follows"
    >
      {() => (
        <>
          <FollowForm store={store} />
          <FollowList store={store} />
        </>
      )}
    </MineGate>
  );
});
