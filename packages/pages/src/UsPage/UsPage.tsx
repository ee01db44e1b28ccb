import { SecondNav } from '@pricetrail/ui';
import styled from 'styled-components';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { paths } from '../paths';
import { US_CONTENT, type UsTopic } from './usContent';

const StyledArticle = styled.article`
  max-width: 760px;

  & > h1 {
    margin: ${({ theme }) => theme.space.lg} 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }

  & p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

/** Props of {@link UsPage}. */
export interface UsPageProps {
  /** Which company page. */
  topic: UsTopic;
}

/** `/us/about`, `/us/contact`, `/us/zhaopin`: the company pages. */
export function UsPage({ topic }: UsPageProps) {
  const content = US_CONTENT[topic];
  return (
    <StyledArticle>
      <PageMeta title={content.title} description={content.blocks[0]?.lines[0] ?? content.title} />
      <SecondNav
        label="关于价迹"
        activePath={paths.us(topic)}
        items={[
          { href: paths.us('about'), label: '关于我们' },
          { href: paths.us('contact'), label: '联系我们' },
          { href: paths.us('zhaopin'), label: '加入我们' },
        ]}
      />
      <h1>{content.title}</h1>
      {content.blocks.map((block) => (
        <PageSection key={block.title} title={block.title} id={block.id}>
          {block.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </PageSection>
      ))}
    </StyledArticle>
  );
}
