import { StyledErrorBar } from './ErrorBar.styles';

/** Props of {@link ErrorBar}. */
export interface ErrorBarProps {
  /** The error's sentence. */
  message: string;
  /** The visitor pressed 知道了. */
  onClear: () => void;
}

/** The global error's bar above the page (behaviour.md §4). */
export function ErrorBar({ message, onClear }: ErrorBarProps) {
  return (
    <StyledErrorBar role="alert">
      <span>{message}</span>
      <button type="button" onClick={onClear}>
        知道了
      </button>
    </StyledErrorBar>
  );
}
