import { PageSection } from '../page-section';
import type { PageSectionTone } from '../../api/page-types';
import type { ClientLogo } from '../../api/types';
import { StyledLogo, StyledLogoGrid, StyledLogoItem } from './client-logos.styles';

/** Every logo is drawn at this height; its width comes from the CMS. */
const LOGO_HEIGHT = 64;

/** The client word-marks in a calm grid. */
export const ClientLogoGrid = ({ clients }: { clients: readonly ClientLogo[] }) => (
  <StyledLogoGrid>
    {clients.map((client) =>
      client.logo ? (
        <StyledLogoItem key={client.id}>
          <StyledLogo
            src={client.logo.src}
            alt={client.name}
            width={client.width}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        </StyledLogoItem>
      ) : null,
    )}
  </StyledLogoGrid>
);

export interface ClientLogosProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: PageSectionTone;
  id?: string;
  /** The clients with a logo, brought with the page's read. */
  clients: readonly ClientLogo[];
}

/** "Empresas que confían en LINX": the logos of the CMS's client collection under the section's heading. */
export const ClientLogos = ({ eyebrow, title, lead, tone = 'soft', id, clients }: ClientLogosProps) => (
  <PageSection id={id} eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
    <ClientLogoGrid clients={clients} />
  </PageSection>
);
