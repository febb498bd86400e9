import { AsyncState, Container, messages, Section } from '@linx/shared';
import { casesCopy } from '../../../content/cases';
import { combineResources } from '../../../sections/combine-resources';
import { FeedLink } from '../../../sections/feed-link';
import { useCases, useCategories } from '../../../api/hooks';
import { CaseList } from './case-list';

/** Loading until both the cases and the categories settle; on failure the empty message (§8); announces the cases' feed. */
export const CasesSection = () => {
  const resource = combineResources(useCases(), useCategories());
  return (
    <Section $tone="soft" aria-labelledby="cases-list-title">
      <FeedLink feed="cases" />
      <Container>
        <h2 id="cases-list-title" className="visually-hidden">
          {casesCopy.listHeading}
        </h2>
        <AsyncState resource={resource} emptyMessage={messages.empty.cases} isEmpty={([cases]) => cases.length === 0}>
          {([cases, categories]) => <CaseList cases={cases} categories={categories} />}
        </AsyncState>
      </Container>
    </Section>
  );
};
