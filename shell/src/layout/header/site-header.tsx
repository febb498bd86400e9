import { memo } from 'react';
import { useScrolled } from '../use-scrolled';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { PortalButton } from './portal-button';
import { StyledBar, StyledDesktopOnly, StyledHeader, StyledMobileOnly } from './site-header.styles';

/**
 * The bar's content, memoized: the first scroll gives the header its shadow, and that re-renders the
 * header element alone, not the menus' links (125 ms at 4× CPU when it did; docs/performance.md, "Taps").
 */
const HeaderBar = memo(function HeaderBar() {
  return (
    <StyledBar>
      <Logo />
      <StyledDesktopOnly>
        <DesktopNav />
        <PortalButton />
      </StyledDesktopOnly>
      <StyledMobileOnly>
        <MobileMenu />
      </StyledMobileOnly>
    </StyledBar>
  );
});

export const SiteHeader = () => {
  const scrolled = useScrolled();
  return (
    <StyledHeader $scrolled={scrolled} data-scrolled={scrolled}>
      <HeaderBar />
    </StyledHeader>
  );
};
