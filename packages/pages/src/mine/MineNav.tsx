import { useRootStore } from '@pricetrail/services/react';
import { SecondNav } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

const TABS = [
  { href: paths.collection(), label: '我的收藏' },
  { href: paths.follow(), label: '我的关注' },
  { href: paths.priceProtect(), label: '价保' },
  { href: paths.credit(), label: '积分' },
  { href: paths.notice(), label: '消息中心' },
  { href: paths.accountSettings(), label: '账号设置' },
];

const OPERATOR_TABS = [...TABS, { href: paths.moderation(), label: '内容审核' }];

/** The personal area's pages, the current one marked; operators also get the moderation queue. */
export const MineNav = observer(function MineNav() {
  const { pathname } = useLocation();
  const { login } = useRootStore();
  return (
    <SecondNav
      label="个人中心"
      activePath={pathname}
      items={login.userInfo?.isOperator ? OPERATOR_TABS : TABS}
    />
  );
});
