import { useOf } from '@storybook/addon-docs/blocks';
import { ComponentDocs } from './ComponentDocs';
import { PageDocs } from './PageDocs';
import { showsStoriesInFrames } from './sections';

/** Every autodocs page: the side-by-side page layout for the Pages section, else a component's. */
export function CatalogueDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  return showsStoriesInFrames(preparedMeta.title) ? <PageDocs /> : <ComponentDocs />;
}
