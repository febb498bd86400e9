import { Chip, Grid } from '@linx/shared';
import type { PageLogoCard } from '../../api/page-types';
import {
  StyledLogoCard,
  StyledLogoChips,
  StyledLogoImage,
  StyledLogoKind,
  StyledLogoText,
  StyledLogoTitle,
} from './logo-cards.styles';

export interface LogoCardsProps {
  items: readonly PageLogoCard[];
}

/** One card per product or technology with its word-mark (the cloud page's databases; informative, not clickable). */
export const LogoCards = ({ items }: LogoCardsProps) => (
  <Grid $columns={3}>
    {items.map((item) => (
      <StyledLogoCard key={item.title}>
        <StyledLogoImage
          src={item.logo.src}
          alt={item.logo.alt}
          width={item.logo.width}
          height={item.logo.height}
          loading="lazy"
          decoding="async"
        />
        {item.kind ? <StyledLogoKind>{item.kind}</StyledLogoKind> : null}
        <StyledLogoTitle>{item.title}</StyledLogoTitle>
        <StyledLogoText>{item.description}</StyledLogoText>
        {item.tags.length > 0 ? (
          <StyledLogoChips aria-label={`Usos y motores de ${item.title}`}>
            {item.tags.map((tag) => (
              <li key={tag}>
                <Chip $tone="info">{tag}</Chip>
              </li>
            ))}
          </StyledLogoChips>
        ) : null}
      </StyledLogoCard>
    ))}
  </Grid>
);
