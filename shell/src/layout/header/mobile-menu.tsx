import { paths } from '@linx/shared';
import { Home, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { layoutCopy } from '../../content/layout';
import { menuGroups } from '../../content/navigation';
import {
  StyledDrawer,
  StyledDrawerLink,
  StyledDrawerTop,
  StyledGroupTitle,
  StyledLinkList,
  StyledMenuButton,
  StyledOverlay,
} from './mobile-menu.styles';
import { Logo } from './logo';
import { PortalButton } from './portal-button';

const DRAWER_ID = 'menu-movil';

/** Slide-in phone menu (320 px): closes on navigation, Escape and the overlay; focus moves in and back. */
export const MobileMenu = () => {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <StyledMenuButton
        ref={openerRef}
        type="button"
        aria-label={layoutCopy.openMenu}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
      </StyledMenuButton>
      <StyledOverlay $open={open} onClick={close} aria-hidden="true" />
      <StyledDrawer id={DRAWER_ID} $open={open} role="dialog" aria-modal="true" aria-label={layoutCopy.mobileMenu}>
        <StyledDrawerTop>
          <Logo />
          <StyledMenuButton ref={closeRef} type="button" aria-label={layoutCopy.closeMenu} onClick={close}>
            <X aria-hidden="true" />
          </StyledMenuButton>
        </StyledDrawerTop>
        <nav aria-label={layoutCopy.mobileMenu}>
          <StyledDrawerLink to={paths.homeAlias} onClick={close}>
            <Home aria-hidden="true" size={20} />
            {layoutCopy.mobileHome}
          </StyledDrawerLink>
          {menuGroups.map((group) => (
            <section key={group.id} aria-labelledby={`movil-${group.id}`}>
              <StyledGroupTitle id={`movil-${group.id}`}>{group.title}</StyledGroupTitle>
              <StyledLinkList>
                {[...group.items, ...(group.previews ?? [])].map((item) => (
                  <li key={item.href}>
                    <StyledDrawerLink to={item.href} onClick={close}>
                      {'icon' in item ? <item.icon aria-hidden="true" size={20} /> : null}
                      {item.title}
                    </StyledDrawerLink>
                  </li>
                ))}
              </StyledLinkList>
            </section>
          ))}
        </nav>
        <PortalButton block />
      </StyledDrawer>
    </>
  );
};
