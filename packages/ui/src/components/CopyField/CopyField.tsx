import { useId, type HTMLAttributes } from 'react';
import { Button } from '../Button';
import { StyledField, StyledHint, StyledInputRow } from '../FormControls/formControls.styles';
import { StyledCopyRow } from './CopyField.styles';

/** Props of {@link CopyField}. */
export interface CopyFieldProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onCopy'
> {
  /** The field's label, e.g. 'RSS 地址'. */
  label: string;
  /** The text to copy, shown read-only so it can be selected by hand too. */
  value: string;
  /** A line under it, read with the field. */
  hint?: string;
  /** Whether it was just copied: the button says 已复制. */
  isCopied?: boolean;
  /** Called on 复制; copying to the clipboard is the caller's job. */
  onCopy: () => void;
}

/** A read-only value (a secret, a feed address) with a 复制 button; focusing or clicking it selects it all. */
export function CopyField({
  label,
  value,
  hint,
  isCopied = false,
  onCopy,
  ...rest
}: CopyFieldProps) {
  const id = useId();
  return (
    <StyledField {...rest}>
      <label htmlFor={id}>{label}</label>
      <StyledCopyRow>
        <StyledInputRow>
          <input
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onFocus={(event) => event.currentTarget.select()}
            onClick={(event) => event.currentTarget.select()}
          />
        </StyledInputRow>
        <Button shape="rect" type="button" aria-describedby={id} onClick={onCopy}>
          {isCopied ? '已复制' : '复制'}
        </Button>
      </StyledCopyRow>
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
    </StyledField>
  );
}
