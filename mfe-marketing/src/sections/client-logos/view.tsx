import { withData } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { ClientLogos } from './client-logos';
import type { ClientLogosSection } from './descriptor';

export const view: SectionView<ClientLogosSection> = (section) =>
  withData(section, section.clients, () => (
    <ClientLogos
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
      clients={section.clients}
    />
  ));
