import { useId } from 'react';
import { StyledSwitch } from './SettingSwitch.styles';

/** Props of {@link SettingSwitch}. */
export interface SettingSwitchProps {
  /** What the switch turns on, e.g. '回传价格'. */
  label: string;
  /** One sentence below it, read out with the switch. */
  description?: string;
  /** Whether it is on. */
  isOn: boolean;
  /** Called with the new state when the shopper flips it. */
  onChange: (change: { isOn: boolean }) => void;
}

/** An on/off setting: a labelled checkbox with the switch role (Space flips it). */
export function SettingSwitch({ label, description, isOn, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <StyledSwitch>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={isOn}
        aria-describedby={description ? `${id}-note` : undefined}
        onChange={(event) => onChange({ isOn: event.target.checked })}
      />
      <label htmlFor={id}>{label}</label>
      {description ? <p id={`${id}-note`}>{description}</p> : null}
    </StyledSwitch>
  );
}
