import styled from 'styled-components';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { POLICY_EFFECTIVE_DATE, PRIVACY_POLICY } from './privacyContent';

const StyledPolicy = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space.xl};

  & > h1 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }

  & p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const TITLE = '价迹用户协议与隐私政策';

/** `/static_page/privacy_policy.html`: the user agreement and privacy policy. */
export function PrivacyPolicyPage() {
  return (
    <StyledPolicy>
      <PageMeta title={TITLE} description={`${TITLE}，生效日期：${POLICY_EFFECTIVE_DATE}`} />
      <h1>{TITLE}</h1>
      <p>生效日期：{POLICY_EFFECTIVE_DATE}</p>
      {PRIVACY_POLICY.map((section) => (
        <PageSection key={section.id} title={section.title} id={section.id}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PageSection>
      ))}
    </StyledPolicy>
  );
}
