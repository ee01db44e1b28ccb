import { COLOUR_SCHEME_CHOICES, type ColourSchemeChoice } from '@pricetrail/core';
import { StyledChoice, StyledChoices, StyledFieldset } from './ColourSchemeField.styles';

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

/** The 外观 radio group: 跟随系统, 浅色 or 深色, kept on this device. */
export function ColourSchemeField({ value, onChange }: ColourSchemeFieldProps) {
  return (
    <StyledFieldset>
      <legend>外观</legend>
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
