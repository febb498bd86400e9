import { CategoryFilter, EmptyMessage, messages } from '@linx/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { casesCopy } from '../../../content/cases';
import { categoryLabel } from '../../../sections/category-name';
import { filterCases } from '../filter-cases';
import type { CaseSummary, Category } from '../../../api/types';
import { CaseRow } from './case-row';

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

const StyledRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

export interface CaseListProps {
  cases: readonly CaseSummary[];
  categories: readonly Category[];
}

/** Category row (first returned category selected) and the alternating case rows. */
export const CaseList = ({ cases, categories }: CaseListProps) => {
  const [selected, setSelected] = useState<string | undefined>(categories[0]?.name);
  const visible = filterCases(cases, selected);
  return (
    <StyledList>
      {categories.length > 0 ? (
        <CategoryFilter
          label={casesCopy.filterLabel}
          options={categories.map((category) => ({ key: category.name, label: categoryLabel(category.name) }))}
          selected={selected}
          onSelect={setSelected}
        />
      ) : null}
      {visible.length === 0 ? (
        <EmptyMessage role="status">{messages.empty.cases}</EmptyMessage>
      ) : (
        <StyledRows>
          {visible.map((caseStudy, index) => (
            <CaseRow key={caseStudy.id} caseStudy={caseStudy} reverse={index % 2 === 1} lazy={index > 0} />
          ))}
        </StyledRows>
      )}
    </StyledList>
  );
};
