import { Chip, Grid } from '@linx/shared';
import type { DatabaseOffer } from '../../../content/services/cloud';
import {
  StyledDatabaseCard,
  StyledDatabaseChips,
  StyledDatabaseKind,
  StyledDatabaseLogo,
  StyledDatabaseText,
  StyledDatabaseTitle,
} from './database-cards.styles';

export interface DatabaseCardsProps {
  databases: readonly DatabaseOffer[];
}

/** One card per database family with the engine's word-mark (informative, not clickable). */
export const DatabaseCards = ({ databases }: DatabaseCardsProps) => (
  <Grid $columns={3}>
    {databases.map((db) => (
      <StyledDatabaseCard key={db.title}>
        <StyledDatabaseLogo
          src={db.logo.src}
          alt={db.logo.alt}
          width={db.logo.width}
          height={db.logo.height}
          loading="lazy"
        />
        <StyledDatabaseKind>{db.kind}</StyledDatabaseKind>
        <StyledDatabaseTitle>{db.title}</StyledDatabaseTitle>
        <StyledDatabaseText>{db.description}</StyledDatabaseText>
        <StyledDatabaseChips aria-label={`Usos y motores de ${db.title}`}>
          {db.engines.map((engine) => (
            <li key={engine}>
              <Chip $tone="info">{engine}</Chip>
            </li>
          ))}
        </StyledDatabaseChips>
      </StyledDatabaseCard>
    ))}
  </Grid>
);
