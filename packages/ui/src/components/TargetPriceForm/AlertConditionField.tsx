import type { ReactNode } from 'react';
import { ALERT_CONDITIONS, type AlertCondition } from './alertConditions';
import { StyledChoice, StyledChoices, StyledFieldset } from './AlertConditionField.styles';

/** Props of {@link AlertConditionField}. */
export interface AlertConditionFieldProps {
  /** The radio group's name. */
  name: string;
  /** The condition chosen. */
  value: AlertCondition;
  /** Called with the condition the shopper picks. */
  onChange: (value: AlertCondition) => void;
  /** The field each condition needs, shown under it while chosen (target price, percentage). */
  details: Partial<Record<AlertCondition, ReactNode>>;
}

/** The 提醒条件 radio group of the watch form, with the chosen condition's own field under it. */
export function AlertConditionField({ name, value, onChange, details }: AlertConditionFieldProps) {
  return (
    <StyledFieldset>
      <legend>提醒条件</legend>
      <StyledChoices>
        {ALERT_CONDITIONS.map((condition) => (
          <StyledChoice key={condition.value} data-checked={condition.value === value || undefined}>
            <label>
              <input
                type="radio"
                name={name}
                value={condition.value}
                checked={condition.value === value}
                onChange={() => onChange(condition.value)}
              />
              {condition.label}
            </label>
            {condition.value === value && details[condition.value]}
          </StyledChoice>
        ))}
      </StyledChoices>
    </StyledFieldset>
  );
}
