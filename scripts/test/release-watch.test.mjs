// The watch over a release just promoted (lib/release-watch.mjs): when it rolls back, and when not.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isWatched, judgeRelease, releaseWatchConfig, watchOnce } from '../lib/release-watch.mjs';

const config = releaseWatchConfig({});

describe('judging a release by its visitors’ errors', () => {
  test('a release clearly worse than its predecessor is rolled back, with its figures in the reason', () => {
    const verdict = judgeRelease({ current: { views: 40, errors: 12 }, previous: { views: 500, errors: 2 }, config });
    assert.equal(verdict.verdict, 'rollback');
    assert.match(verdict.reason, /12 errores en 40 vistas \(30\.0 %\)/);
  });

  test('as good as its predecessor, or under the floor, it stays', () => {
    assert.equal(
      judgeRelease({ current: { views: 400, errors: 8 }, previous: { views: 500, errors: 10 }, config }).verdict,
      'ok',
    );
    assert.equal(judgeRelease({ current: { views: 1000, errors: 6 }, previous: undefined, config }).verdict, 'ok');
  });

  test('too few views or errors to say: it is still watched', () => {
    assert.equal(
      judgeRelease({ current: { views: 5, errors: 4 }, previous: { views: 0, errors: 0 }, config }).verdict,
      'watching',
    );
    assert.equal(
      judgeRelease({ current: { views: 300, errors: 2 }, previous: { views: 0, errors: 0 }, config }).verdict,
      'watching',
    );
  });

  test('errors with no view at all (a page that throws before it counts) are enough once they are many', () => {
    assert.equal(
      judgeRelease({ current: { views: 0, errors: 10 }, previous: { views: 100, errors: 0 }, config }).verdict,
      'rollback',
    );
  });

  test('the thresholds come from the environment', () => {
    const strict = releaseWatchConfig({
      RELEASE_WATCH_FACTOR: '1.5',
      RELEASE_WATCH_MIN_VIEWS: '2',
      RELEASE_WATCH_MIN_ERRORS: '1',
      RELEASE_WATCH_FLOOR_RATE: '0',
    });
    assert.equal(
      judgeRelease({ current: { views: 10, errors: 2 }, previous: { views: 100, errors: 10 }, config: strict }).verdict,
      'rollback',
    );
  });
});

describe('the watch', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  const pointer = (live, promotedAt, extra = {}) => ({
    name: 'catalogue',
    live,
    history: [null, 'v1'],
    promotedAt,
    ...extra,
  });

  test('only a promoted release in its first minutes is watched', () => {
    assert.ok(isWatched(pointer('v2', '2026-11-28T09:55:00Z'), config, now));
    assert.ok(!isWatched(pointer('v2', '2026-11-28T09:40:00Z'), config, now));
    assert.ok(!isWatched(pointer('v1', '2026-11-28T09:59:00Z', { rolledBackFrom: 'v2' }), config, now));
    assert.ok(!isWatched(pointer(null, '2026-11-28T09:59:00Z'), config, now));
  });

  test('rolls back the failing release, compared with the one live before it, and leaves the others', async () => {
    const asked = [];
    const rolled = [];
    const figures = {
      'catalogue@v2': { views: 30, errors: 15 },
      'catalogue@v1': { views: 300, errors: 1 },
      'content@c2': { views: 30, errors: 0 },
    };
    const actions = await watchOnce({
      pointers: () => [
        pointer('v2', '2026-11-28T09:58:00Z'),
        { ...pointer('c2', '2026-11-28T09:58:00Z'), name: 'content', history: [null] },
      ],
      health: async (name, version) => {
        asked.push(`${name}@${version}`);
        return figures[`${name}@${version}`] ?? { views: 0, errors: 0 };
      },
      rollBack: async (name, version, reason) => rolled.push({ name, version, reason }),
      config,
      now,
    });
    assert.deepEqual(asked, ['catalogue@v2', 'catalogue@v1', 'content@c2', 'content@dist']);
    assert.deepEqual(
      rolled.map(({ name, version }) => `${name}@${version}`),
      ['catalogue@v2'],
    );
    assert.equal(actions[0].verdict, 'rollback');
  });
});
