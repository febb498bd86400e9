import { useScrolled } from '../use-scrolled';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { PortalButton } from './portal-button';
import { StyledBar, StyledDesktopOnly, StyledHeader, StyledMobileOnly } from './site-header.styles';

export const SiteHeader = () => {
  const scrolled = useScrolled();
  return (
    <StyledHeader $scrolled={scrolled} data-scrolled={scrolled}>
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
    </StyledHeader>
  );
};
