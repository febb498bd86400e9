import { Outlet } from 'react-router-dom';
import { NotFoundPage } from '@linx/shared';
import { layoutCopy } from '../content/layout';
import { WhatsAppButton } from './floating/whatsapp-button';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { StyledMain, StyledSkipLink, StyledSpacer } from './site-layout.styles';
import { useRemotePrefetch } from './use-remote-prefetch';
import { useScrollRestoration } from './use-scroll-restoration';

export const MAIN_CONTENT_ID = 'contenido';

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
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
};
