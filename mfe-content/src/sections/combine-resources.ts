import type { AsyncResource } from '@linx/shared';

/**
 * Two fetches seen as one: loading until BOTH have settled (also when one fails first), then an
 * error if either failed (docs/site.md §4/§8: the lists are emptied together), else both values.
 */
export const combineResources = <A, B>(first: AsyncResource<A>, second: AsyncResource<B>): AsyncResource<[A, B]> => {
  if (first.status === 'loading' || second.status === 'loading') {
    return { status: 'loading', data: undefined, error: undefined };
  }
  if (first.status === 'error' || second.status === 'error') {
    return { status: 'error', data: undefined, error: first.error ?? second.error };
  }
  return { status: 'success', data: [first.data, second.data], error: undefined };
};
