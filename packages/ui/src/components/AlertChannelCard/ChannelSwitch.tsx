import { StyledSwitch } from './AlertChannelCard.styles';

/** Props of {@link ChannelSwitch}. */
export interface ChannelSwitchProps {
  /** Whether the channel is on. */
  isOn: boolean;
  /** The id of the element naming it (the card's heading). */
  labelledBy: string;
  /** The id of the line saying why it cannot move; it is disabled while given. */
  describedBy?: string;
  /** A change is on its way: it waits. */
  isBusy?: boolean;
  /** Called with the state asked for. */
  onSwitch: (event: { isOn: boolean }) => void;
}

/** An on/off switch named by its card's heading. */
export function ChannelSwitch({
  isOn,
  labelledBy,
  describedBy,
  isBusy = false,
  onSwitch,
}: ChannelSwitchProps) {
  const isLocked = isBusy || describedBy !== undefined;
  return (
    <StyledSwitch
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={isLocked || undefined}
      aria-busy={isBusy || undefined}
      onClick={() => {
        if (!isLocked) onSwitch({ isOn: !isOn });
      }}
    >
      <span aria-hidden="true" />
      <span aria-hidden="true">{isOn ? '已开启' : '已关闭'}</span>
    </StyledSwitch>
  );
}
