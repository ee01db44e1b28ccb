import { StyledCheckField, StyledHint } from '../FormControls/formControls.styles';

/** Props of {@link AllStoresField}. */
export interface AllStoresFieldProps {
  /** The checkbox's id; its hint's is derived from it. */
  id: string;
  /** How many listings of the same goods other stores have. */
  otherStores: number;
  /** Whether it is chosen. */
  checked: boolean;
  /** Called with the new choice. */
  onChange: (checked: boolean) => void;
}

/** 全网同款: the alert also counts the same goods' price in the other stores that sell them. */
export function AllStoresField({ id, otherStores, checked, onChange }: AllStoresFieldProps) {
  return (
    <StyledCheckField>
      <label>
        <input
          id={id}
          type="checkbox"
          name="allStores"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        全网同款一起提醒
      </label>
      <StyledHint id={`${id}-hint`}>
        其他商城还有 {otherStores} 个同款，按所有同款里最低的到手价提醒
      </StyledHint>
    </StyledCheckField>
  );
}
