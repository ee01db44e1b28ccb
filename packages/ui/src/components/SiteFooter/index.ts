export { SiteFooter, FOOTER_LINKS } from './SiteFooter';
export type { FooterLink, SiteFooterProps } from './SiteFooter';
