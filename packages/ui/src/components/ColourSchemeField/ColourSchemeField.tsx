import { COLOUR_SCHEME_CHOICES, type ColourSchemeChoice } from '@pricetrail/core';
import { useId } from 'react';
import {
  StyledChoice,
  StyledChoices,
  StyledFieldset,
  StyledHint,
} from './ColourSchemeField.styles';

const LABELS: Readonly<Record<ColourSchemeChoice, string>> = {
  system: '跟随系统',
  light: '浅色',
  dark: '深色',
};

/** Props of {@link ColourSchemeField}. */
export interface ColourSchemeFieldProps {
  /** The choice this device keeps. */
  value: ColourSchemeChoice;
  /** Called with the choice the shopper picks. */
  onChange: (event: { choice: ColourSchemeChoice }) => void;
}

/** The 配色 radio group of the 外观 setting: 跟随系统, 浅色 or 深色, kept on this device. */
export function ColourSchemeField({ value, onChange }: ColourSchemeFieldProps) {
  const hintId = useId();
  return (
    <StyledFieldset aria-describedby={hintId}>
      <legend>配色</legend>
      <StyledHint id={hintId}>
        只保存在这台设备上；跟随系统时随手机或电脑的深色模式切换。
      </StyledHint>
      <StyledChoices>
        {COLOUR_SCHEME_CHOICES.map((choice) => (
          <StyledChoice key={choice} data-checked={choice === value || undefined}>
            <input
              type="radio"
              name="colour-scheme"
              value={choice}
              checked={choice === value}
              onChange={() => onChange({ choice })}
            />
            {LABELS[choice]}
          </StyledChoice>
        ))}
      </StyledChoices>
    </StyledFieldset>
  );
}
