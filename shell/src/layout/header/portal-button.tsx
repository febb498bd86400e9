import { ButtonLink, siteConfig } from '@linx/shared';
import { ExternalLink } from 'lucide-react';
import { layoutCopy } from '../../content/layout';
import { portalLink } from '../../content/navigation';

/** External customer portal, opened in a new tab. */
export const PortalButton = ({ block = false }: { block?: boolean }) => (
  <ButtonLink to={siteConfig.portalUrl} variant="secondary" block={block}>
    {portalLink.label}
    <ExternalLink aria-hidden="true" size={16} />
    <span className="visually-hidden">{layoutCopy.newTab}</span>
  </ButtonLink>
);
