import { render, screen } from '@testing-library/react';
// Aliased: Testing Library's lint rules read any `render…` call as its own render.
import { renderToString as serverMarkupOf } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { RenderedLazyParts, lazyPart, loadRenderedParts } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

/** A module that arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ Greeting: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ Greeting });
  });
  return { load: () => arrived, arrive };
}

describe('lazyPart', () => {
  test('shows its fallback until the code arrives, then the part', async () => {
    const module = deferredModule();
    const Part = lazyPart('greetingLate', module.load, (m) => m.Greeting, <p>加载中</p>);
    render(<Part name="小明" />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    module.arrive();
    expect(await screen.findByText('你好，小明')).toBeInTheDocument();
  });

  test('renders at once, without a fallback, once the page loaded its code by name', async () => {
    const module = deferredModule();
    const Part = lazyPart('greetingEarly', module.load, (m) => m.Greeting, <p>加载中</p>);
    module.arrive();
    await loadRenderedParts(['greetingEarly', 'not-a-part']);
    render(<Part name="小红" />);
    expect(screen.getByText('你好，小红')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  test('a server render notes the parts it showed, for the browser to load before hydrating', async () => {
    const module = deferredModule();
    const Part = lazyPart('greetingServer', module.load, (m) => m.Greeting);
    module.arrive();
    await loadRenderedParts(['greetingServer']);
    const shown = new Set<string>();
    const html = serverMarkupOf(
      <RenderedLazyParts value={shown}>
        <Part name="小刚" />
      </RenderedLazyParts>,
    );
    expect(html).toContain('你好，<!-- -->小刚');
    expect([...shown]).toEqual(['greetingServer']);
  });
});
