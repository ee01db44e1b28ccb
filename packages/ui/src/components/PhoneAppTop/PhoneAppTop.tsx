import type { PhonePlatform } from '@pricetrail/core';
import type { HTMLAttributes } from 'react';
import {
  StyledDownload,
  StyledExtensionTop,
  StyledInner,
  StyledText,
} from '../ExtensionTop/ExtensionTop.styles';
import { BannerClose } from '../ExtensionTop/BannerClose';

/** Props of {@link PhoneAppTop}. */
export interface PhoneAppTopProps extends HTMLAttributes<HTMLElement> {
  /** The visitor's phone: which steps keep 价迹 on its home screen. */
  platform: PhonePlatform;
  /** Shows 安装 and installs at once (the browser offered its install prompt). */
  onInstall?: () => void;
  /** Called when the visitor closes the banner. */
  onDismiss: () => void;
}

const STEPS: Record<PhonePlatform, string> = {
  ios: '把价迹添加到主屏幕，像 App 一样打开：点浏览器的「分享」按钮，再选「添加到主屏幕」。',
  android:
    '把价迹添加到主屏幕，像 App 一样打开：在浏览器菜单中选择「安装应用」或「添加到主屏幕」。',
  wechat: '微信里不能添加到主屏幕：点右上角「···」，选「在浏览器打开」，再把价迹添加到主屏幕。',
  other: '把价迹添加到手机主屏幕，像 App 一样打开：在浏览器菜单中选择「添加到主屏幕」。',
};
const INSTALLABLE = '把价迹安装到手机，像 App 一样打开，还能从京东、淘宝 App 直接分享商品给价迹。';

/**
 * The top banner phones get instead of the desktop extension's: how to keep 价迹 on the home
 * screen on this phone (iOS's share sheet, Android's install, or out of WeChat's browser first),
 * with one 安装 button where the browser offers its install prompt.
 */
export function PhoneAppTop({ platform, onInstall, onDismiss, ...rest }: PhoneAppTopProps) {
  return (
    <StyledExtensionTop aria-label="添加价迹到主屏幕" {...rest}>
      <StyledInner>
        <StyledText>{onInstall ? INSTALLABLE : STEPS[platform]}</StyledText>
        {onInstall ? (
          <StyledDownload as="button" type="button" onClick={() => onInstall()}>
            安装
          </StyledDownload>
        ) : null}
        <BannerClose label="关闭添加到主屏幕提示" onClose={onDismiss} />
      </StyledInner>
    </StyledExtensionTop>
  );
}
