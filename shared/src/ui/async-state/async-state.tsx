import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AsyncResource } from '../../api/hooks/use-async-resource';
import { Spinner } from '../spinner';

const StyledMessage = styled.p`
  padding: ${({ theme }) => theme.space(12, 4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface AsyncStateProps<T> {
  resource: AsyncResource<T>;
  /** Shown when loading failed or `isEmpty` says there is nothing (docs/site.md §8 messages). */
  emptyMessage: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const defaultIsEmpty = (data: unknown): boolean => data === undefined || (Array.isArray(data) && data.length === 0);

/** The one way every data view branches on loading / error / empty / content. */
export const AsyncState = <T,>({ resource, emptyMessage, isEmpty = defaultIsEmpty, children }: AsyncStateProps<T>) => {
  if (resource.status === 'loading') return <Spinner />;
  if (resource.status === 'error' || isEmpty(resource.data)) {
    return <StyledMessage role="status">{emptyMessage}</StyledMessage>;
  }
  return <>{children(resource.data)}</>;
};

export const EmptyMessage = StyledMessage;
