import { StyledField, StyledInputRow } from './TargetPriceForm.styles';

/** Props of {@link GroupField}. */
export interface GroupFieldProps {
  /** The input's id; its suggestions' id is this plus `-list`. */
  id: string;
  /** The shopper's group names, offered as suggestions. */
  groups: readonly string[];
  /** The name as typed. */
  value: string;
  /** The form's error line's id while the error is about this field. */
  errorId?: string | undefined;
  /** Called with what the shopper types. */
  onChange: (value: string) => void;
}

/** The optional 分组 input, suggesting the shopper's group names. */
export function GroupField({ id, groups, value, errorId, onChange }: GroupFieldProps) {
  const listId = `${id}-list`;
  return (
    <StyledField>
      <label htmlFor={id}>分组（可选）</label>
      <StyledInputRow>
        <input
          id={id}
          name="group"
          list={listId}
          autoComplete="off"
          placeholder="例如 手机"
          value={value}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        />
      </StyledInputRow>
      <datalist id={listId}>
        {groups.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </StyledField>
  );
}
