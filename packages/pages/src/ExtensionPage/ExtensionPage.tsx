import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { CONTRIBUTION, EXTENSION_FEATURES } from './extensionContent';
import { ExtensionDownload } from './ExtensionDownload';
import { extensionBrowserOf } from './installSteps';
import extensionShot from './extensionOnJd.png';
import {
  StyledFeatures,
  StyledLead,
  StyledPage,
  StyledPhoneNote,
  StyledPrivacy,
  StyledShot,
} from './ExtensionPage.styles';

const TITLE = '价迹浏览器插件';
const PHONE_NOTE =
  '插件只能装在电脑的浏览器上，手机里用不了。在手机上，可以把价迹添加到主屏幕，像 App 一样打开，把商城 App 分享的链接粘贴进来查历史价格。';

/** `/app/extension`: what the extension does, what it sends, and its download for each browser. */
export function ExtensionPage() {
  const [searchParams] = useSearchParams();
  const browser = extensionBrowserOf(searchParams.get('browser'));
  return (
    <StyledPage>
      <PageMeta
        title="浏览器插件下载"
        description="在京东、天猫、淘宝、拼多多、苏宁和唯品会的商品页上直接看历史价格、全网比价和降价提醒。"
      />
      <h1>{TITLE}</h1>
      <StyledLead>
        逛商城时不用再复制链接：历史价格、更便宜的商城和降价提醒就在商品页上。
      </StyledLead>
      <StyledPhoneNote data-testid="extension-phone-note">{PHONE_NOTE}</StyledPhoneNote>
      <StyledShot>
        <img
          src={extensionShot}
          alt="京东商品页上的价迹插件：页面顶部是该商品的促销、优惠券和 AI 评分入口；价格下方是价格条，有今日价格、历史最低价、近 30 天最低价、走势小图、购买建议、查看完整历史和降价提醒"
          width={760}
          height={272}
        />
        <figcaption>
          价迹插件在京东商品页上：顶部是促销与优惠券，价格下方是价格条。截图取自插件在京东商品页副本上的实际运行，价格为示例数据。
        </figcaption>
      </StyledShot>
      <PageSection title="下载安装" id="download">
        <ExtensionDownload browser={browser} />
      </PageSection>
      <PageSection title="插件能做什么">
        <StyledFeatures>
          {EXTENSION_FEATURES.map((feature) => (
            <li key={feature.title}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </StyledFeatures>
      </PageSection>
      <PageSection title="匿名回传价格">
        <p>{CONTRIBUTION.summary}</p>
        <StyledPrivacy>
          <div>
            <h3>会发送</h3>
            <ul>
              {CONTRIBUTION.sent.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>不会发送</h3>
            <ul>
              {CONTRIBUTION.notSent.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </StyledPrivacy>
        <p>{CONTRIBUTION.limits}</p>
      </PageSection>
    </StyledPage>
  );
}
