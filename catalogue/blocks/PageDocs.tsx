import { Description, DocsContext, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { ViewportFrame } from './ViewportFrame';

/** The widths every page is shown at, the same as the screenshot baselines. */
const PHONE_WIDTH = 375;
const DESKTOP_WIDTH = 1280;
// Both frames at one scale, so a phone and a desktop pixel look the same size side by side.
const SCALE = 0.55;

/** The docs page of a Pages story file: each story at phone and desktop width side by side. */
export function PageDocs() {
  const context = useContext(DocsContext);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <p>
        每个状态并排展示手机（{PHONE_WIDTH}px）与桌面（{DESKTOP_WIDTH}px）两种宽度，按比例缩小显示。
      </p>
      {context.componentStories().map((story) => (
        <section key={story.id} style={{ marginBottom: 40 }}>
          <h2 id={story.id}>{story.name}</h2>
          <Description of={story.moduleExport} />
          <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
            <ViewportFrame
              storyId={story.id}
              width={PHONE_WIDTH}
              scale={SCALE}
              label={`${story.name} · 手机 ${PHONE_WIDTH}`}
            />
            <ViewportFrame
              storyId={story.id}
              width={DESKTOP_WIDTH}
              scale={SCALE}
              label={`${story.name} · 桌面 ${DESKTOP_WIDTH}`}
            />
          </div>
        </section>
      ))}
    </>
  );
}
