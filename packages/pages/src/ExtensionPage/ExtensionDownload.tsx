import { EXTENSION_PACKAGE_PATH } from '@pricetrail/core';
import { Link } from '@pricetrail/ui';
import { INSTALL_GUIDES, type ExtensionBrowser } from './installSteps';
import {
  StyledChoices,
  StyledDownload,
  StyledNote,
  StyledPackage,
} from './ExtensionDownload.styles';

const CHOICES: readonly { browser: ExtensionBrowser; href: string }[] = [
  { browser: 'chrome', href: '/app/extension' },
  { browser: '360', href: '/app/extension?browser=360' },
  { browser: 'qq', href: '/app/extension?browser=qq' },
];

/** Props of {@link ExtensionDownload}. */
export interface ExtensionDownloadProps {
  /** The browser whose install steps are shown. */
  browser: ExtensionBrowser;
}

/** The package link, a choice of browser, and that browser's install steps. */
export function ExtensionDownload({ browser }: ExtensionDownloadProps) {
  const guide = INSTALL_GUIDES[browser];
  return (
    <StyledDownload>
      <StyledChoices aria-label="选择浏览器">
        {CHOICES.map((choice) => (
          <li key={choice.browser}>
            <Link href={choice.href} aria-current={choice.browser === browser ? 'page' : undefined}>
              {INSTALL_GUIDES[choice.browser].name}
            </Link>
          </li>
        ))}
      </StyledChoices>
      <StyledPackage href={EXTENSION_PACKAGE_PATH} download>
        下载安装包（{guide.name}）
      </StyledPackage>
      {guide.note ? <StyledNote>{guide.note}</StyledNote> : null}
      <ol aria-label={`${guide.name} 安装步骤`}>
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </StyledDownload>
  );
}
