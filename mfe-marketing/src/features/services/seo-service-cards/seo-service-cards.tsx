import { Chip, ChipList, Grid } from '@linx/shared';
import type { SeoMedia, SeoService } from '../../../content/services/seo';
import { CheckList } from '../../../sections/check-list';
import { LoopingVideo } from '../../../sections/looping-video';
import { SectionActions, type SectionAction } from '../../../sections/section-actions';
import {
  StyledServiceBody,
  StyledServiceCard,
  StyledServiceImage,
  StyledServiceMedia,
  StyledServiceSubtitle,
  StyledServiceText,
  StyledServiceTitle,
} from './seo-service-cards.styles';

export interface SeoServiceCardsProps {
  services: readonly SeoService[];
  action: SectionAction;
}

const ServiceMedia = ({ media }: { media: SeoMedia }) =>
  media.type === 'video' ? (
    <LoopingVideo {...media.video} lazy />
  ) : (
    <StyledServiceImage
      src={media.image.src}
      alt={media.image.alt}
      width={media.image.width}
      height={media.image.height}
      loading="lazy"
      decoding="async"
    />
  );

/** The three SEO/SEM offers: sample media, features, ideal applications and "Solicitar información". */
export const SeoServiceCards = ({ services, action }: SeoServiceCardsProps) => (
  <Grid $columns={3}>
    {services.map((service) => (
      <StyledServiceCard key={service.title}>
        <StyledServiceMedia>
          <ServiceMedia media={service.media} />
        </StyledServiceMedia>
        <StyledServiceBody>
          <StyledServiceTitle>{service.title}</StyledServiceTitle>
          <StyledServiceText>{service.description}</StyledServiceText>
          <StyledServiceSubtitle>Características</StyledServiceSubtitle>
          <CheckList items={service.features} />
          <StyledServiceSubtitle>Ideal para</StyledServiceSubtitle>
          <ChipList>
            {service.idealFor.map((use) => (
              <li key={use}>
                <Chip $tone="info">{use}</Chip>
              </li>
            ))}
          </ChipList>
          <SectionActions actions={[action]} />
        </StyledServiceBody>
      </StyledServiceCard>
    ))}
  </Grid>
);
