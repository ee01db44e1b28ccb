import { PUBLIC_ROUTES, resolveRoute } from './support/publicRoutes';
import { expect, test } from './support/visitor';

// Every public page arrives rendered and the browser takes it over without re-rendering it: React
// reports a hydration mismatch (or any other trouble) on the console, which fails the route.
for (const pattern of PUBLIC_ROUTES) {
  test(`${pattern} hydrates the server's HTML without a console error or warning`, async ({
    page,
    request,
  }) => {
    const path = await resolveRoute(request, pattern);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const rendered = await response?.text();
    expect(rendered).toMatch(/<div id="root"><[a-z]/);
    // hydrateRoot marks the container it took over.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        ),
      )
      .toBe(true);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    expect(problems).toEqual([]);
  });
}
