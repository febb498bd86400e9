import { Chip, ChipList, Grid } from '@linx/shared';
import { CheckList } from '../check-list';
import { MediaLibraryVideo } from '../looping-video';
import { SectionActions } from '../section-actions';
import type { PageAction, PageMediaCard } from '../../api/page-types';
import {
  StyledServiceBody,
  StyledServiceCard,
  StyledServiceImage,
  StyledServiceMedia,
  StyledServiceSubtitle,
  StyledServiceText,
  StyledServiceTitle,
} from './media-cards.styles';

export interface MediaCardsProps {
  services: readonly PageMediaCard[];
  /** The button every card ends with ("Solicitar información"). */
  action?: PageAction;
}

const ServiceMedia = ({ card }: { card: PageMediaCard }) =>
  card.video ? (
    <MediaLibraryVideo video={card.video} lazy />
  ) : card.image ? (
    <StyledServiceImage
      src={card.image.src}
      alt={card.image.alt}
      width={card.image.width}
      height={card.image.height}
      loading="lazy"
      decoding="async"
    />
  ) : null;

/** Service cards (the SEO/SEM offers): sample media, features, ideal applications and a common button. */
export const MediaCards = ({ services, action }: MediaCardsProps) => (
  <Grid $columns={3}>
    {services.map((service) => (
      <StyledServiceCard key={service.title}>
        <StyledServiceMedia>
          <ServiceMedia card={service} />
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
          {action && <SectionActions actions={[action]} />}
        </StyledServiceBody>
      </StyledServiceCard>
    ))}
  </Grid>
);
