import { PageHero as SharedPageHero, type PageHeroProps as SharedPageHeroProps } from '@linx/shared';
import { SectionActions, type SectionAction } from '../section-actions';

export interface PageHeroProps extends Omit<SharedPageHeroProps, 'actions'> {
  /** First action is primary (orange), the rest secondary (white outline). */
  actions?: readonly SectionAction[];
}

/** The shared navy hero, with the call-to-action buttons described as data (content files hold them). */
export const PageHero = ({ actions, ...hero }: PageHeroProps) => (
  <SharedPageHero
    {...hero}
    actions={actions && actions.length > 0 ? <SectionActions actions={actions} surface="dark" /> : undefined}
  />
);
