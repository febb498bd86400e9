import { useRotatingIndex } from '@linx/shared';
import { homeHero } from '../../content/home';
import { Illustration } from '../../sections/illustration';
import { PageHero } from '../../sections/page-hero';
import { StyledHeroFooter, StyledHighlight, StyledHighlights, StyledHighlightValue } from './home-hero.styles';
import { PhraseToggle, RotatingPhrase } from './rotating-phrase';

/** Navy hero: headline with the rotating phrase (3 s), the advisor call to action and the key figures. */
export const HomeHero = () => {
  const { index, timer } = useRotatingIndex(homeHero.phrases.length, homeHero.phraseInterval);
  return (
    <div {...timer.handlers}>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={
          <>
            {homeHero.titleStart} <RotatingPhrase phrases={homeHero.phrases} index={index} />
          </>
        }
        lead={homeHero.lead}
        actions={homeHero.actions}
        media={<Illustration {...homeHero.image} priority />}
      >
        <StyledHeroFooter>
          <StyledHighlights>
            {homeHero.highlights.map((item) => (
              <StyledHighlight key={item.label}>
                <StyledHighlightValue>{item.value}</StyledHighlightValue> {item.label}
              </StyledHighlight>
            ))}
          </StyledHighlights>
          <PhraseToggle timer={timer} pauseLabel={homeHero.pauseLabel} playLabel={homeHero.playLabel} />
        </StyledHeroFooter>
      </PageHero>
    </div>
  );
};
