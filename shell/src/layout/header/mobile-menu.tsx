import { afterNextPaint, paths } from '@linx/shared';
import { Home, Menu, X } from 'lucide-react';
import { memo, useEffect, useRef, useState, type MouseEvent } from 'react';
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
import { inertOutside } from './inert-outside';
import { Logo } from './logo';
import { PortalButton } from './portal-button';

const DRAWER_ID = 'menu-movil';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The drawer's elements that Tab reaches, in order (the drawer shows all of them while open). */
const focusableIn = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));

/**
 * The drawer's links, memoized: opening or closing the menu re-renders the drawer's frame, not its
 * every link, so the tap paints at once (docs/performance.md, "Taps").
 */
const DrawerNav = memo(function DrawerNav() {
  return (
    <nav aria-label={layoutCopy.mobileMenu}>
      <StyledDrawerLink to={paths.homeAlias}>
        <Home aria-hidden="true" size={20} />
        {layoutCopy.mobileHome}
      </StyledDrawerLink>
      {menuGroups.map((group) => (
        <section key={group.id} aria-labelledby={`movil-${group.id}`}>
          <StyledGroupTitle id={`movil-${group.id}`}>{group.title}</StyledGroupTitle>
          <StyledLinkList>
            {[...group.items, ...(group.previews ?? [])].map((item) => (
              <li key={item.href}>
                <StyledDrawerLink to={item.href}>
                  {'icon' in item ? <item.icon aria-hidden="true" size={20} /> : null}
                  {item.title}
                </StyledDrawerLink>
              </li>
            ))}
          </StyledLinkList>
        </section>
      ))}
    </nav>
  );
});

/**
 * Slide-in phone menu (320 px), a modal dialog: focus moves in on opening and stays inside while it
 * is open (Tab from the last element goes to the first, Shift+Tab from the first to the last), the
 * page behind it is inert (no focus, clicks or screen-reader reading; a carousel sliding behind the
 * overlay is not content of the moment); it closes on Escape, the overlay and any link, and focus then
 * returns to the button that opened it.
 */
export const MobileMenu = () => {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
    const drawer = drawerRef.current;
    if (!open || !drawer) return undefined;
    // The drawer is painted first; focus, the inert page behind and the locked scroll follow it.
    let restoreBackground: () => void = () => undefined;
    const cancelAfterPaint = afterNextPaint(() => {
      closeRef.current?.focus();
      document.body.style.overflow = 'hidden';
      restoreBackground = inertOutside(drawer, [overlayRef.current]);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(drawer);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && drawer.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside while the menu is open (a script, a click through) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !drawer.contains(event.target)) closeRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAfterPaint();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = '';
      restoreBackground();
    };
  }, [open]);

  const close = () => setOpen(false);
  // Any link inside (the logo, the pages, the portal) closes the menu.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

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
      <StyledOverlay ref={overlayRef} $open={open} onClick={close} aria-hidden="true" />
      <StyledDrawer
        ref={drawerRef}
        id={DRAWER_ID}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label={layoutCopy.mobileMenu}
        onClick={closeOnLink}
      >
        <StyledDrawerTop>
          <Logo />
          <StyledMenuButton ref={closeRef} type="button" aria-label={layoutCopy.closeMenu} onClick={close}>
            <X aria-hidden="true" />
          </StyledMenuButton>
        </StyledDrawerTop>
        <DrawerNav />
        <PortalButton block />
      </StyledDrawer>
    </>
  );
};
