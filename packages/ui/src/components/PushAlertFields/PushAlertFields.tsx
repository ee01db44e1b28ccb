import type { HTMLAttributes } from 'react';
import { Button } from '../Button';
import { StyledActions, StyledDevices, StyledPush, StyledState } from './PushAlertFields.styles';

/** Whether push can work here: yes, not in this browser, blocked by the shopper, or not on this server. */
export type PushAvailability = 'supported' | 'unsupported' | 'denied' | 'unavailable';

/** Props of {@link PushAlertFields}. */
export interface PushAlertFieldsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether push can work here. */
  availability: PushAvailability;
  /** How many browsers are subscribed. */
  devices: number;
  /** Whether this browser is subscribed, as far as the page knows. */
  here: 'on' | 'off' | 'unknown';
  /** A subscription change is on its way: the buttons wait. */
  isBusy?: boolean;
  /** Called on 在此浏览器开启. */
  onEnable: () => void;
  /** Called on 在此浏览器关闭. */
  onDisable: () => void;
}

const STATES: Record<Exclude<PushAvailability, 'supported'>, string> = {
  unsupported: '这个浏览器不支持推送通知，可以换用最新版 Chrome、Edge 或 Firefox。',
  denied: '这个浏览器已禁止本站通知。请点地址栏左侧的网站设置，把“通知”改为允许后刷新本页。',
  unavailable: '本站暂未开通浏览器推送。',
};

/** The browser-push channel's fields: how many browsers get alerts, and 在此浏览器开启 / 关闭. */
export function PushAlertFields({
  availability,
  devices,
  here,
  isBusy = false,
  onEnable,
  onDisable,
  ...rest
}: PushAlertFieldsProps) {
  const canEnable = availability === 'supported' && here !== 'on';
  const canDisable = here === 'on' || (here === 'unknown' && devices > 0);
  const button = (label: string, onPress: () => void, variant?: 'primary') => (
    <Button
      shape="rect"
      type="button"
      variant={variant}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      onClick={() => {
        if (!isBusy) onPress();
      }}
    >
      {label}
    </Button>
  );

  return (
    <StyledPush {...rest}>
      <StyledDevices>
        {devices > 0 ? (
          <>
            已在 <strong>{devices}</strong> 个浏览器开启推送
            {here === 'on' && '，包括这个浏览器'}
          </>
        ) : (
          '还没有浏览器开启推送'
        )}
      </StyledDevices>
      {availability !== 'supported' && (
        <StyledState data-availability={availability}>{STATES[availability]}</StyledState>
      )}
      {(canEnable || canDisable) && (
        <StyledActions>
          {canEnable && button('在此浏览器开启', onEnable, 'primary')}
          {canDisable && button('在此浏览器关闭', onDisable)}
        </StyledActions>
      )}
    </StyledPush>
  );
}
