import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { afterEach, expect, test } from 'vitest';
import { useColourScheme } from './useColourScheme';

function SchemeProbe() {
  return <output>{useColourScheme()}</output>;
}

afterEach(() => {
  delete document.documentElement.dataset.colorScheme;
});

test('follows the shopper’s choice on <html> as it changes, and the system’s without one', async () => {
  const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  await render(<SchemeProbe />);
  await expect.element(page.getByRole('status')).toHaveTextContent(system);
  document.documentElement.dataset.colorScheme = 'dark';
  await expect.element(page.getByRole('status')).toHaveTextContent('dark');
  document.documentElement.dataset.colorScheme = 'light';
  await expect.element(page.getByRole('status')).toHaveTextContent('light');
  delete document.documentElement.dataset.colorScheme;
  await expect.element(page.getByRole('status')).toHaveTextContent(system);
});
