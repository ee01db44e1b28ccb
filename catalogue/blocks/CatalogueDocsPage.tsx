import { useOf } from '@storybook/addon-docs/blocks';
import { ComponentDocs } from './ComponentDocs';
import { PageDocs } from './PageDocs';

/** The section whose story files are whole pages rather than components. */
export const PAGES_SECTION = 'Pages/';

/** Every autodocs page: the side-by-side page layout for the Pages section, else a component's. */
export function CatalogueDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  return preparedMeta.title.startsWith(PAGES_SECTION) ? <PageDocs /> : <ComponentDocs />;
}
