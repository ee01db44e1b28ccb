import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LAYOUT_PAGE_QR_DATA_URL } from '../../fixtures/layoutFixtures';
import { FooterBarcode } from '../FooterBarcode';
import { SiteFooter } from './SiteFooter';
import { theme } from '../../theme';
import { withFrame } from '../../testing';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: { year: 2024, aside: <FooterBarcode qrSrc={LAYOUT_PAGE_QR_DATA_URL} /> },
  parameters: { layout: 'fullscreen', frame: { width: '100%', maxWidth: '100%' } },
  decorators: [withFrame],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Footers narrower than a tablet leave the QR block out. */
const PHONE_FOOTER_MAX = Number.parseInt(theme.breakpoint.tablet, 10);

/** Company and help links, the data source note, the copyright and (wider than a phone) the QR code. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const links = within(canvas.getByRole('navigation', { name: '网站信息' })).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['关于我们', '/us/about'],
      ['联系我们', '/us/contact'],
      ['加入我们', '/us/zhaopin'],
      ['用户协议', '/static_page/privacy_policy.html'],
      ['常见问题', '/app/questions'],
      ['意见反馈', '/app/suggestion'],
      ['用户评价', '/app/comment'],
    ]);
    await expect(footer).toHaveTextContent('价格数据来自用户浏览器插件上报与公开页面');
    await expect(canvas.getByText('© 2024 价迹 PriceTrail')).toBeVisible();
    const isPhoneWide = footer.getBoundingClientRect().width < PHONE_FOOTER_MAX;
    const qrTitle = canvas.getByText('手机扫码打开本页');
    await (isPhoneWide ? expect(qrTitle).not.toBeVisible() : expect(qrTitle).toBeVisible());
  },
};

/** Phone width: links in a grid, and no QR code (the shopper is on the phone already). */
export const Phone: Story = {
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '网站信息' })).toBeVisible();
    await expect(canvas.getByText('手机扫码打开本页')).not.toBeVisible();
    await expect(canvas.queryByRole('img', { name: '本页地址的二维码' })).toBeNull();
  },
};

/** Without the QR block. */
export const LinksOnly: Story = {
  args: { aside: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
