import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { runCli } from '../src/cli';
import { LeadStore } from '../src/store/lead-store';
import { SqliteDriver } from '../src/store/sqlite-driver';
import { validLead } from './helpers/leads';

// Field lines of `show` start at the first column with a label; nothing from a lead may start one.
const FIELD_LINE = /^[a-z_][a-z_ ]*:/;

describe('staff CLI output', () => {
  let store: LeadStore;
  beforeEach(() => (store = new LeadStore(new SqliteDriver(':memory:'))));
  afterEach(() => store.close());

  it('shows control and invisible characters escaped, and cannot be made to print a forged field line', async () => {
    const { id } = await store.insert(
      {
        ...validLead(1),
        name: 'Ana\rstate:         delivered (odoo id 1)',
        contact_name: 'ACME\u001b[2K\u001b[1A\u202eAps',
        description: 'Hola\r\nstate:         delivered\n\u001b]0;título\u0007fin\u3164 Cloud Services',
      },
      null,
    );
    const output = await runCli(['show', id], store);
    // eslint-disable-next-line no-control-regex -- the point is that none of these is printed raw
    assert.doesNotMatch(output, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e\u3164]/u);
    assert.deepEqual(
      output
        .split('\n')
        .filter((line) => FIELD_LINE.test(line))
        .map((line) => line.split(':')[0]),
      [
        'id',
        'state',
        'created',
        'updated',
        'delivered',
        'attempts',
        'last error',
        'idempotency',
        'name',
        'email_from',
        'contact_name',
        'description',
      ],
    );
    assert.match(output, /^state: +pending \(not sent yet\)$/m);
    assert.match(output, /^name: +Ana\\rstate: +delivered \(odoo id 1\)$/m);
    assert.match(output, /^contact_name: +ACME\\x1b\[2K\\x1b\[1A\\u202eAps$/m);
    assert.ok(
      output.endsWith(
        'description:   Hola\\r\n' +
          '               state:         delivered\n' +
          '               \\x1b]0;título\\x07fin\\u3164 Cloud Services',
      ),
      output,
    );
  });

  it('lists held leads with their state, and releases or discards them', async () => {
    const held = (await store.insertHeld({ ...validLead(1), contact_name: 'Fake\r\nSpA' }, null, 'hourly cap')).id;
    const other = (await store.insertHeld(validLead(2), null, 'hourly cap')).id;
    const list = await runCli(['list'], store);
    assert.match(list, new RegExp(`^${held} .* held .* Fake\\\\r\\\\nSpA$`, 'm'));
    assert.match(list, /held 2 · discarded 0\n2 lead\(s\) held after the hourly cap/);
    assert.match(await runCli(['show', held], store), /^state: +held \(arrived beyond the hourly cap;/m);
    assert.equal(await runCli(['retry', held], store), `lead ${held} is held (hourly cap); use release to forward it`);

    assert.equal(await runCli(['discard', other], store), `lead ${other} discarded; release forwards it after all`);
    assert.equal(await runCli(['release', '--all'], store), '1 held lead(s) queued for delivery');
    assert.equal((await store.get(held))?.status, 'pending');
    assert.equal(
      await runCli(['release', held], store),
      `lead ${held} is pending, not held or discarded; nothing to do`,
    );
    assert.equal(await runCli(['release', other], store), `lead ${other} queued for delivery`);
    assert.doesNotMatch(await runCli(['list'], store), /lead\(s\) held/);
    assert.equal(await runCli(['discard', '--all'], store), '0 held lead(s) discarded; release <id> forwards one');
  });
});
