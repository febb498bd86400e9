import { HeroSubtitle } from '../hero-subtitle';
import { HeroHighlights, RotatingHero } from '../rotating-hero';
import { SectionChat, SectionImage } from '../section-registry/section-media';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { ChatMockup, MediaLibraryVideo, onDemand } from '../section-registry/views-on-demand';
import { PageHero } from './page-hero';
import type { PageHeroSection } from './descriptor';

const PartnerBanner = onDemand(() => import('../partner-banner').then((m) => m.PartnerBanner));

/** The hero's media: its conversation, else its looping video, else its image (the page's largest, preloaded). */
const HeroMedia = ({ hero }: { hero: PageHeroSection }) => {
  if (hero.chat) return <SectionChat chat={hero.chat} />;
  if (hero.video) return <MediaLibraryVideo video={hero.video} />;
  return hero.image ? <SectionImage image={hero.image} priority /> : null;
};

/** The part HeroMedia draws loaded on demand, if any. */
const heroMediaPart = (hero: PageHeroSection) => (hero.chat ? ChatMockup : hero.video && MediaLibraryVideo);

const rotates = (hero: PageHeroSection) => hero.phrases.length > 0;

/** The home's navy hero with rotating phrases, or the page hero with its second line and partner. */
export const view: SectionView<PageHeroSection> = viewWithParts(
  (hero) =>
    rotates(hero) ? (
      <RotatingHero
        eyebrow={hero.eyebrow}
        titleStart={hero.title}
        phrases={hero.phrases}
        lead={hero.lead}
        actions={hero.actions}
        media={<HeroMedia hero={hero} />}
        highlights={hero.highlights}
      />
    ) : (
      <PageHero
        eyebrow={hero.eyebrow}
        title={
          hero.subtitle ? (
            <>
              {hero.title} <HeroSubtitle>{hero.subtitle}</HeroSubtitle>
            </>
          ) : (
            hero.title
          )
        }
        lead={hero.lead}
        actions={hero.actions}
        media={<HeroMedia hero={hero} />}
      >
        {hero.partner && <PartnerBanner {...hero.partner} />}
        <HeroHighlights items={hero.highlights} />
      </PageHero>
    ),
  (hero) => [heroMediaPart(hero), !rotates(hero) && hero.partner && PartnerBanner],
);
