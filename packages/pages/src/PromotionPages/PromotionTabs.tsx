import { Link } from '@pricetrail/ui';
import { paths } from '../paths';
import { StyledTabs } from './PromotionPages.styles';

const TABS = [
  { key: 'index', label: '活动', href: paths.promotions() },
  { key: 'activity', label: '活动列表', href: paths.promotionActivity() },
  { key: 'coupon', label: '优惠券', href: paths.coupons() },
  { key: 'lowest', label: '历史低价', href: paths.lowest() },
] as const;

/** Props of {@link PromotionTabs}. */
export interface PromotionTabsProps {
  /** The page shown; none on one event's page. */
  current?: (typeof TABS)[number]['key'];
}

/** Links between the promotion pages. */
export function PromotionTabs({ current }: PromotionTabsProps) {
  return (
    <nav aria-label="促销优惠">
      <StyledTabs>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </StyledTabs>
    </nav>
  );
}
