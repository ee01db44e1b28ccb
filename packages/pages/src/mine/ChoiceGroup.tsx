import { StyledChoices } from './MineLayout.styles';

/** One option of a {@link ChoiceGroup}. */
export interface Choice<V extends string> {
  /** The value reported when chosen. */
  value: V;
  /** The visible label. */
  label: string;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<V extends string> {
  /** Name of the group, e.g. '排序'. */
  label: string;
  /** The options, in order. */
  choices: readonly Choice<V>[];
  /** The option in use. */
  value: V;
  /** Called with another option when pressed. */
  onChange: (value: V) => void;
}

/** A row of pressed / not-pressed pills (the collection's order and groups). */
export function ChoiceGroup<V extends string>({
  label,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<V>) {
  return (
    <StyledChoices role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => {
            if (choice.value !== value) onChange(choice.value);
          }}
        >
          {choice.label}
        </button>
      ))}
    </StyledChoices>
  );
}
