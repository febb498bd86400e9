import { useRotatingIndex } from '@linx/shared';
import type { ReactNode } from 'react';
import { PageHero } from '../page-hero';
import type { PageAction } from '../../api/page-types';
import { HeroHighlights, type HeroHighlight } from './hero-highlights';
import { StyledHeroFooter } from './rotating-hero.styles';
import { PhraseToggle, RotatingPhrase } from './rotating-phrase';

/** docs/site.md §3: the next phrase every 3 s. */
export const PHRASE_INTERVAL_MS = 3000;

export interface RotatingHeroProps {
  eyebrow?: string;
  /** The words before the phrases ("Creamos vínculos entre"). */
  titleStart: string;
  phrases: readonly string[];
  lead?: string;
  actions: readonly PageAction[];
  media: ReactNode;
  highlights: readonly HeroHighlight[];
}

/** Navy hero whose headline ends with a rotating phrase (3 s), with the key words under it and a pause button. */
export const RotatingHero = ({ eyebrow, titleStart, phrases, lead, actions, media, highlights }: RotatingHeroProps) => {
  const { index, timer } = useRotatingIndex(phrases.length, PHRASE_INTERVAL_MS);
  return (
    <div {...timer.handlers}>
      <PageHero
        eyebrow={eyebrow}
        title={
          <>
            {titleStart} <RotatingPhrase phrases={phrases} index={index} />
          </>
        }
        lead={lead}
        actions={actions}
        media={media}
      >
        <StyledHeroFooter>
          <HeroHighlights items={highlights} />
          <PhraseToggle timer={timer} pauseLabel="Pausar frases del titular" playLabel="Reanudar frases del titular" />
        </StyledHeroFooter>
      </PageHero>
    </div>
  );
};
