import { SecondNav } from '@pricetrail/ui';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

/** The personal area's pages, the current one marked. */
export function MineNav() {
  const { pathname } = useLocation();
  return (
    <SecondNav
      label="个人中心"
      activePath={pathname}
      items={[
        { href: paths.collection(), label: '我的收藏' },
        { href: paths.priceProtect(), label: '价保' },
        { href: paths.credit(), label: '积分' },
        { href: paths.notice(), label: '消息中心' },
        { href: paths.accountSettings(), label: '账号设置' },
      ]}
    />
  );
}
