// The audit's verdicts (scripts/audit/report.mjs) on figures made up for the purpose: the budgets of
// issue 45 (TBT the scripts add to the page's HTML alone, each tap, the heaviest first visit) pass
// and fail where they should.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BUDGETS, budgetVerdicts, htmlFirstTable } from '../audit/report.mjs';

const page = (figures) => ({ performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, ...figures });
const lighthouse = (liveTbt) => ({
  mobile: {
    'http://x/': page({ lcp: 1700, tbt: liveTbt }),
    'http://x/blog': page({ lcp: 1500, tbt: 40 }),
  },
  'mobile-no-js': {
    'http://x/': page({ lcp: 1600, tbt: 26 }),
    'http://x/blog': page({ lcp: 1500, tbt: 30 }),
  },
});
const verdict = (verdicts, figure) => verdicts.find((v) => v.figure.startsWith(figure));

describe('the audit budgets of issue 45', () => {
  test('TBT over the page with scripts blocked: the route whose scripts add most, against 50 ms', () => {
    const within = verdict(budgetVerdicts({ lighthouse: lighthouse(76), bundles: [], axe: [] }), 'TBT, mobile, over');
    assert.deepEqual([within.value, within.pass], ['50 ms (/)', true]);
    const over = verdict(budgetVerdicts({ lighthouse: lighthouse(77), bundles: [], axe: [] }), 'TBT, mobile, over');
    assert.deepEqual([over.value, over.pass], ['51 ms (/)', false]);
    assert.match(
      htmlFirstTable(lighthouse(76)).join('\n'),
      /\| \/ \| 1\.7 s \| 1\.6 s \| 1\.06 \| 76 ms \| 26 ms \| 50 ms \|/,
    );
  });

  test('each tap is a budget of its own; the heaviest first visit is held to the enforced budget', () => {
    const verdicts = budgetVerdicts({
      lighthouse: {},
      axe: [],
      bundles: [
        { route: '/', jsGzip: BUDGETS.jsFirstVisit, duplicates: [] },
        { route: '/blog', jsGzip: BUDGETS.jsFirstVisit - 1, duplicates: [] },
      ],
      interactions: {
        menu: { label: 'abrir el menú (móvil)', path: '/', median: 56, runs: [56] },
        carousel: { label: 'carrusel: siguiente', path: '/', median: 104, runs: [104] },
      },
    });
    assert.equal(verdict(verdicts, 'abrir el menú').pass, true);
    assert.equal(verdict(verdicts, 'carrusel').pass, false);
    const js = verdict(verdicts, 'JS on a first visit');
    assert.equal(js.pass, true);
    assert.match(js.value, /\(\/\)$/);
    const heavier = budgetVerdicts({
      lighthouse: {},
      axe: [],
      bundles: [{ route: '/x', jsGzip: BUDGETS.jsFirstVisit + 1, duplicates: [] }],
    });
    assert.equal(verdict(heavier, 'JS on a first visit').pass, false);
  });
});
