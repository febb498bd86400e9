// The edit view's «Publicación» panel (src/admin/schedule-panel): the state and scheduled times it states, in
// Chile's time with the zone named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scheduleState, atTime } from '../src/admin/schedule-panel/schedule-state.mjs';

const now = new Date('2025-11-28T12:00:00Z');

test('a scheduled draft says when it goes public, in Chile’s time, naming the zone', () => {
  // 12:00 UTC on 3 December is 09:00 in Santiago (UTC-3 in summer).
  const result = scheduleState({ status: 'draft', publishAt: '2025-12-03T12:00:00.000Z' }, { now });
  assert.equal(result.state, 'Programado');
  assert.deepEqual(result.lines, [
    'Programado: se publica el 3 de diciembre de 2025 a las 09:00 (hora de Chile, America/Santiago).',
  ]);
});

test('published, modified and draft entries say so; an unpublish time is named', () => {
  assert.equal(scheduleState({ status: 'published' }, { now }).state, 'Publicado');
  assert.equal(scheduleState({ status: 'modified' }, { now }).state, 'Publicado, con cambios sin publicar');
  const draft = scheduleState({ status: 'draft' }, { now });
  assert.equal(draft.state, 'Borrador');
  const leaving = scheduleState({ status: 'published', unpublishAt: '2026-07-01T04:00:00.000Z' }, { now });
  assert.deepEqual(leaving.lines, ['Se despublica el 1 de julio de 2026 a las 00:00 (hora de Chile, America/Santiago).']);
});

test('an editor elsewhere also sees the time in their own zone', () => {
  const result = scheduleState({ status: 'draft', publishAt: '2025-12-03T12:00:00.000Z' }, { now, browserZone: 'Europe/Madrid' });
  assert.equal(result.lines.at(-1), 'En tu hora (Europe/Madrid): 3 de diciembre de 2025 a las 13:00.');
  assert.equal(atTime('2025-12-03T12:00:00.000Z', 'UTC'), '3 de diciembre de 2025 a las 12:00');
});
