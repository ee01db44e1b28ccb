import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { extractUrls } from '@pricetrail/core';
import {
  StyledButton,
  StyledClear,
  StyledError,
  StyledField,
  StyledIcon,
  StyledInput,
  StyledLabel,
  StyledPaste,
  StyledRow,
  StyledSearchBox,
  StyledStatus,
} from './SearchBox.styles';

/** Shown when the browser will not let the 粘贴 button read the clipboard. */
export const MSG_PASTE_REFUSED = '浏览器没有允许读取剪贴板，请长按输入框，选择「粘贴」';
/** Shown when the 粘贴 button finds nothing to paste. */
export const MSG_CLIPBOARD_EMPTY = '剪贴板里没有文字，请先在商城 App 里复制商品链接';

/** How a search was sent: a pasted link, the Enter key, or the 查历史价 button. */
export type SearchSource = 'paste' | 'enter' | 'button';

/** How big the box is: the home page hero or a page header. */
export type SearchBoxSize = 'large' | 'compact';

/** What a submitted search carries. */
export interface SearchBoxSubmit {
  /** The trimmed text: a product link, share text or keywords. */
  query: string;
  /** What sent it. */
  source: SearchSource;
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the trimmed text when the shopper searches; never with an empty text. */
  onSubmit: (submit: SearchBoxSubmit) => void;
  /** The text, when the caller controls it. */
  value?: string;
  /** The starting text when the box keeps its own. */
  defaultValue?: string;
  /** Called on every edit, including the clear button and a paste. */
  onQueryChange?: (change: { query: string }) => void;
  /** 'large' for the home hero, 'compact' (default) for headers. */
  size?: SearchBoxSize;
  /** Why the last search failed, shown below the box, e.g. '暂不支持该商城的链接'. */
  error?: string;
  /** A search is running: the button says so and further searches wait. */
  isBusy?: boolean;
  /** What the running search is doing, shown below the box unless an error is, e.g. '正在识别链接…'. */
  status?: string;
  /** Hint inside the empty box. */
  placeholder?: string;
  /** The field's name for screen readers. */
  label?: string;
  /** Focus the field on mount (home hero only). */
  isAutoFocus?: boolean;
  /**
   * The field's name in the form sent to `action` (GET) when no script handles the search: with
   * both, the box works without JavaScript and the server answers it.
   */
  name?: string;
}

/**
 * The 查历史价 box: takes a product link, app share text or keywords; a pasted link searches at
 * once. On touch devices an empty box offers 粘贴, which reads the clipboard on the tap.
 */
export function SearchBox({
  onSubmit,
  value,
  defaultValue = '',
  onQueryChange,
  size = 'compact',
  error,
  isBusy = false,
  status,
  placeholder = '粘贴京东、天猫、淘宝、拼多多商品链接或输入关键词',
  label = '商品链接或关键词',
  isAutoFocus = false,
  name,
  ...rest
}: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownText, setOwnText] = useState(defaultValue);
  const [pasteProblem, setPasteProblem] = useState<string>();
  const text = value ?? ownText;
  const errorId = `${id}-error`;
  const shownError = error ?? pasteProblem;

  const changeText = (query: string) => {
    setOwnText(query);
    setPasteProblem(undefined);
    onQueryChange?.({ query });
  };

  const submit = (raw: string, source: SearchSource) => {
    const query = raw.trim();
    if (isBusy) return;
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    onSubmit({ query, source });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(text, 'button');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms a Chinese input method's candidate is not a search.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit(text, 'enter');
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (extractUrls(pasted).length === 0) return;
    // A pasted link replaces whatever was typed: share text is a whole query on its own.
    event.preventDefault();
    changeText(pasted.trim());
    submit(pasted, 'paste');
  };

  // A phone's 粘贴: the clipboard is read on the tap (the Clipboard API needs the gesture).
  const handlePasteButton = async () => {
    let pasted: string;
    try {
      pasted = (await navigator.clipboard.readText()).trim();
    } catch {
      setPasteProblem(MSG_PASTE_REFUSED);
      return;
    }
    if (!pasted) {
      setPasteProblem(MSG_CLIPBOARD_EMPTY);
      return;
    }
    changeText(pasted);
    if (extractUrls(pasted).length > 0) submit(pasted, 'paste');
    else inputRef.current?.focus();
  };

  const handleClear = () => {
    changeText('');
    inputRef.current?.focus();
  };

  return (
    <StyledSearchBox
      role="search"
      noValidate
      data-size={size}
      aria-busy={isBusy || undefined}
      onSubmit={handleSubmit}
      {...rest}
    >
      <StyledRow>
        <StyledField>
          <StyledLabel htmlFor={id}>{label}</StyledLabel>
          <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M15.5 15.5L20 20"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </StyledIcon>
          <StyledInput
            ref={inputRef}
            id={id}
            name={name}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            // The home hero exists to be typed into; headers never steal focus.
            autoFocus={isAutoFocus}
            value={text}
            placeholder={placeholder}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            onChange={(event) => changeText(event.target.value)}
            onKeyDown={handleKeyDown}
            onPaste={handlePaste}
          />
          {!text && (
            <StyledPaste type="button" onClick={() => void handlePasteButton()}>
              粘贴
            </StyledPaste>
          )}
          {text && (
            <StyledClear type="button" aria-label="清空输入" onClick={handleClear}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M7 7l10 10M17 7L7 17"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </StyledClear>
          )}
        </StyledField>
        <StyledButton type="submit" aria-disabled={isBusy || undefined}>
          {isBusy ? '查询中…' : '查历史价'}
        </StyledButton>
      </StyledRow>
      {shownError && (
        <StyledError id={errorId} role="alert">
          {shownError}
        </StyledError>
      )}
      {status && !shownError && <StyledStatus role="status">{status}</StyledStatus>}
    </StyledSearchBox>
  );
}
