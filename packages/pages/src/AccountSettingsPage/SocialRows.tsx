import { UNION_TYPE, type AccountStore, type SocialType } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { Button } from '@pricetrail/ui';
import { AccountRow } from './AccountRow';
import { StyledMuted } from './AccountRow.styles';
import { StyledPlatform } from './AccountSettingsPage.styles';

const PLATFORMS: Record<SocialType, { key: string; name: string }> = {
  [UNION_TYPE.wechat]: { key: 'wechat', name: '微信' },
  [UNION_TYPE.qq]: { key: 'qq', name: 'QQ' },
  [UNION_TYPE.weibo]: { key: 'weibo', name: '微博' },
};

/** WeChat, QQ and Weibo: bound as whom, or a 绑定 button (暂未开通 when the server has none). */
export const SocialRows = observer(function SocialRows({ account }: { account: AccountStore }) {
  return account.socialRows.map(({ utype, boundAs, isAvailable }) => {
    const { key, name } = PLATFORMS[utype];
    const action = boundAs ? (
      <StyledMuted>已绑定</StyledMuted>
    ) : isAvailable ? (
      <Button
        shape="rect"
        size="large"
        type="button"
        onClick={() => void account.bindSocial(utype)}
      >
        绑定{name}
      </Button>
    ) : (
      <StyledMuted>暂未开通</StyledMuted>
    );
    return (
      <AccountRow
        key={utype}
        label={name}
        value={boundAs && <StyledPlatform data-platform={key}>{boundAs}</StyledPlatform>}
        action={action}
      />
    );
  });
});
