import { useClientLogos, type ClientLogo } from '@linx/shared';
import { homeClients } from '../../content/home';
import { PageSection } from '../../sections/page-section';
import { StyledLogo, StyledLogoGrid, StyledLogoItem } from './client-logos.styles';

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
            height={homeClients.logoHeight}
            loading="lazy"
            decoding="async"
          />
        </StyledLogoItem>
      ) : null,
    )}
  </StyledLogoGrid>
);

/**
 * "Empresas que confían en LINX", from the CMS. Only with logos to show: while they load, when the
 * CMS is down or has none, the home page goes on without the section (never an empty grid).
 */
export const ClientLogos = () => {
  const resource = useClientLogos();
  const clients = resource.status === 'success' ? resource.data.filter((client) => client.logo) : [];
  if (!clients.length) return null;
  return (
    <PageSection eyebrow={homeClients.eyebrow} title={homeClients.title} lead={homeClients.lead} tone="soft">
      <ClientLogoGrid clients={clients} />
    </PageSection>
  );
};
