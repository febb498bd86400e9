import { CheckList } from '../check-list';
import type { PageItemGroup } from '../../api/page-types';
import { StyledProcessList, StyledProcessLists } from './process-lists.styles';

export interface ProcessListsProps {
  lists: readonly Pick<PageItemGroup, 'title' | 'items'>[];
}

/** Titled check lists side by side (HR requests, document management, administrative support). */
export const ProcessLists = ({ lists }: ProcessListsProps) => (
  <StyledProcessLists>
    {lists.map((list) => (
      <StyledProcessList key={list.title}>
        <h3>{list.title}</h3>
        <CheckList items={list.items} />
      </StyledProcessList>
    ))}
  </StyledProcessLists>
);
