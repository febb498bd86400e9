import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrateWhenSeen, NotFoundPage } from '@linx/shared';
import { layoutCopy } from '../content/layout';
import { WhatsAppButton } from './floating/whatsapp-button';
import { SiteHeader } from './header/site-header';
import { StyledMain, StyledSkipLink, StyledSpacer } from './site-layout.styles';
import { useRemotePrefetch } from './use-remote-prefetch';
import { useScrollRestoration } from './use-scroll-restoration';

export const MAIN_CONTENT_ID = 'contenido';

/** The footer: a chunk of its own, which the page's HTML hydrates when it comes near the screen. */
const SiteFooter = lazy(() =>
  import(/* webpackChunkName: "site-footer" */ './footer/site-footer').then((m) => ({ default: m.SiteFooter })),
);

export interface SiteLayoutProps {
  /** Rendered when the frame's routes throw: the frame stays, the content is the 404 page. */
  error?: boolean;
}

/** The frame of every page: skip link, fixed header, spacer, main content, footer, WhatsApp. */
export const SiteLayout = ({ error = false }: SiteLayoutProps) => {
  useRemotePrefetch();
  useScrollRestoration();
  return (
    <>
      <StyledSkipLink href={`#${MAIN_CONTENT_ID}`}>{layoutCopy.skipToContent}</StyledSkipLink>
      <SiteHeader />
      <StyledSpacer />
      <StyledMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        {error ? <NotFoundPage /> : <Outlet />}
      </StyledMain>
      <HydrateWhenSeen fallback={null}>
        <SiteFooter />
      </HydrateWhenSeen>
      <WhatsAppButton />
    </>
  );
};
