import { Button } from '@pricetrail/ui';
import { useId, useState, type FormEvent } from 'react';
import { StyledSearchForm } from './AiPages.styles';

/** Props of {@link ProductSearchForm}. */
export interface ProductSearchFormProps {
  /** Called with the trimmed keywords; never with an empty text. */
  onSearch: (query: string) => void;
  /** A search is running. */
  isBusy: boolean;
  /** Why the last search found nothing or failed. */
  error: string | undefined;
}

// A plain form rather than the kit's SearchBox: sharing SearchBox with this lazily loaded page
// would split it into a chunk of its own that the home and history pages then load separately.
/** The keyword search that finds products to add to a comparison. */
export function ProductSearchForm({ onSearch, isBusy, error }: ProductSearchFormProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  };
  return (
    <StyledSearchForm role="search" onSubmit={submit}>
      <label htmlFor={id}>搜索要对比的商品</label>
      <div>
        <input
          id={id}
          type="search"
          value={query}
          placeholder="输入商品关键词，如 手机、空气炸锅"
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" size="small" disabled={isBusy}>
          {isBusy ? '搜索中…' : '搜索'}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </StyledSearchForm>
  );
}
