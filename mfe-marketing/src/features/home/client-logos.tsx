import { clients, LOGO_HEIGHT } from '../../content/clients';
import { homeClients } from '../../content/home';
import { PageSection } from '../../sections/page-section';
import { StyledLogo, StyledLogoGrid, StyledLogoItem } from './client-logos.styles';

/** Eight client word-marks in a calm grid. */
export const ClientLogos = () => (
  <PageSection eyebrow={homeClients.eyebrow} title={homeClients.title} lead={homeClients.lead} tone="soft">
    <StyledLogoGrid>
      {clients.map((client) => (
        <StyledLogoItem key={client.name}>
          <StyledLogo
            src={client.logo}
            alt={client.name}
            width={client.width}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        </StyledLogoItem>
      ))}
    </StyledLogoGrid>
  </PageSection>
);
