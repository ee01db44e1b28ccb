import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../Link';
import {
  StyledAside,
  StyledCopyright,
  StyledInfo,
  StyledInner,
  StyledLinks,
  StyledNote,
  StyledSiteFooter,
} from './SiteFooter.styles';

/** One link of the footer. */
export interface FooterLink {
  /** Where it leads. */
  href: string;
  /** Its Chinese label. */
  label: string;
}

/** The company and help links of the footer, in order. */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { href: '/us/about', label: '关于我们' },
  { href: '/us/contact', label: '联系我们' },
  { href: '/us/zhaopin', label: '加入我们' },
  { href: '/static_page/privacy_policy.html', label: '用户协议' },
  { href: '/app/questions', label: '常见问题' },
  { href: '/app/suggestion', label: '意见反馈' },
  { href: '/app/comment', label: '用户评价' },
];

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps extends HTMLAttributes<HTMLElement> {
  /** Year in the copyright line; pass it so renders do not depend on the clock. */
  year: number;
  /** Footer links; defaults to the site's seven. */
  links?: readonly FooterLink[];
  /** A block beside the links on wide screens and below them on phones, usually `<FooterBarcode />`. */
  aside?: ReactNode;
}

/** The site footer: company and help links, where the prices come from, and the copyright. */
export function SiteFooter({ year, links = FOOTER_LINKS, aside, ...rest }: SiteFooterProps) {
  return (
    <StyledSiteFooter {...rest}>
      <StyledInner>
        <StyledInfo>
          <StyledLinks aria-label="网站信息">
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </StyledLinks>
          <StyledNote>
            价格数据来自用户浏览器插件上报与公开页面，仅供参考，请以商城页面为准。
          </StyledNote>
          <StyledCopyright>© {year} 价迹 PriceTrail</StyledCopyright>
        </StyledInfo>
        {aside && <StyledAside>{aside}</StyledAside>}
      </StyledInner>
    </StyledSiteFooter>
  );
}
