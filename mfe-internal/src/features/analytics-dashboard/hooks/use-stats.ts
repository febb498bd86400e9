import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { fetchStats, type Stats } from '../api/stats';

/** Where the staff token lives: this tab only, gone when it closes (README, "Analytics"). */
export const TOKEN_KEY = 'linx-analytics-staff-token';

const storedToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

const noSubscription = () => () => {};

export type StatsState =
  /** HTML rendered ahead of time (and its hydration): no figures, nor a spinner. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'needs-token'; refused: boolean }
  | { status: 'error' }
  | { status: 'ready'; stats: Stats };

/** The dashboard's figures for a range, asking for the staff token when the collector wants one. */
export function useStats(days: number) {
  const [token, setToken] = useState<string | null>(storedToken);
  // Each answer is kept with the request it answers: a newer range or token shows loading until its own.
  const [answer, setAnswer] = useState<{ request: string; state: StatsState } | null>(null);
  const request = `${days}:${token ?? ''}`;
  // The figures are read in the browser only (staff token): HTML rendered ahead of time, and the
  // hydration that adopts it, show none (React's server snapshot), the browser's own renders do.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    let current = true;
    const settle = (state: StatsState) => current && setAnswer({ request, state });
    fetchStats(days, token).then(
      (result) =>
        settle(
          result.kind === 'stats'
            ? { status: 'ready', stats: result.stats }
            : { status: 'needs-token', refused: token !== null },
        ),
      () => settle({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [days, token, request]);

  const submitToken = useCallback((value: string) => {
    try {
      sessionStorage.setItem(TOKEN_KEY, value);
    } catch {
      // storage refused: the token lives in memory for this page
    }
    setToken(value);
  }, []);

  const state: StatsState = !inBrowser
    ? { status: 'idle' }
    : answer?.request === request
      ? answer.state
      : { status: 'loading' };
  return { state, submitToken };
}
