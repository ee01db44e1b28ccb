import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { Pagination } from './Pagination';

// A list that fits on one page draws nothing, which a screenshot cannot show.
test.each([
  [{ totalPages: 1 }],
  [{ totalPages: 0 }],
  [{ total: 20, pageSize: 20 }],
  [{ total: 0, pageSize: 20 }],
])('no navigation for a single page: %j', (count) => {
  const { container } = render(
    <ThemeRoot>
      <Pagination page={1} onChange={vi.fn()} {...count} />
    </ThemeRoot>,
  );
  expect(container).toBeEmptyDOMElement();
});
