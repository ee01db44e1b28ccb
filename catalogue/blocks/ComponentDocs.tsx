import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { UsageGuide } from './UsageGuide';

/** The docs page of a component: what it is, when to use it, its props and every story. */
export function ComponentDocs() {
  const { preparedMeta } = useOf('meta', ['meta']);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <UsageGuide title={preparedMeta.title} />
      <h2>示例与属性</h2>
      <Primary />
      <Controls />
      <Stories title="全部状态" />
    </>
  );
}
