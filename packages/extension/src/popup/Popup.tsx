import { SearchBox } from '@pricetrail/ui';
import { useId } from 'react';
import { SettingSwitch } from '../controls/SettingSwitch';
import { CONTRIBUTING_NOTE } from '../shared/text';
import { AccountLine } from './AccountLine';
import { RecentList } from './RecentList';
import { StyledPopup, StyledTextButton } from './Popup.styles';
import { searchTarget } from './searchTarget';
import { usePopupData, type PopupDeps } from './usePopupData';

/** Props of {@link Popup}. */
export interface PopupProps {
  /** Storage, the server and tabs (chrome's in the extension, fakes in stories). */
  deps: PopupDeps;
}

/** The toolbar popup: search our site, the products viewed lately, the account and the contributing switch. */
export function Popup({ deps }: PopupProps) {
  const { settings, recent, account, setContributing } = usePopupData(deps);
  const recentHeading = useId();
  return (
    <StyledPopup>
      <header>
        <h1>价迹 PriceTrail</h1>
        <StyledTextButton type="button" onClick={deps.openOptions}>
          设置
        </StyledTextButton>
      </header>
      {settings ? (
        <>
          <SearchBox
            label="商品链接或分享口令"
            placeholder="粘贴商品链接或分享口令"
            onSubmit={({ query }) => deps.openTab(searchTarget(settings.serverOrigin, query))}
          />
          <section aria-label="账号">
            <AccountLine account={account} origin={settings.serverOrigin} />
          </section>
          <section aria-labelledby={recentHeading}>
            <h2 id={recentHeading}>最近浏览</h2>
            <RecentList products={recent ?? []} />
          </section>
          <SettingSwitch
            label="回传看到的价格"
            description={CONTRIBUTING_NOTE}
            isOn={settings.isContributing}
            onChange={({ isOn }) => setContributing(isOn)}
          />
        </>
      ) : (
        <p role="status">正在加载…</p>
      )}
    </StyledPopup>
  );
}
