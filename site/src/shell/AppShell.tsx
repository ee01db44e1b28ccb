import { Outlet } from 'react-router-dom';
import {
  StyledBrand,
  StyledFooter,
  StyledHeader,
  StyledHeaderInner,
  StyledMain,
  StyledShell,
} from './AppShell.styles';

/** The default layout: brand header, the routed page, and the footer. */
export function AppShell() {
  return (
    <StyledShell data-testid="app-shell">
      <StyledHeader>
        <StyledHeaderInner>
          <StyledBrand href="/home" aria-label="价迹 首页">
            价迹 <small>PriceTrail</small>
          </StyledBrand>
        </StyledHeaderInner>
      </StyledHeader>
      <StyledMain>
        <Outlet />
      </StyledMain>
      <StyledFooter>© 价迹 PriceTrail · 开源的历史价格查询与购物助手</StyledFooter>
    </StyledShell>
  );
}
