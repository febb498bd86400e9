import { BackupError, restoreStore } from './backup';
import { loadConfig, type Config } from './config';
import { LEAD_STATUSES, type Lead, type LeadStatus } from './lead';
import type { LeadStore } from './store/lead-store';
import { openStore } from './store/open-store';
import { restorePostgres } from './store/postgres-backup';
import { LEADS_APPLICATION_NAME } from './store/postgres-driver';
import { terminalBlock, terminalLine } from './terminal-text';

/**
 * Staff CLI over the server's store (LEADS_DB, or the PostgreSQL database of LEADS_DATABASE_URL /
 * DATABASE_URL). Every command but `restore` can run while the servers do; `restore` needs them stopped.
 */
const USAGE = `usage: npm run leads -- <command>
  list [--status ${LEAD_STATUSES.join('|')}] [--limit N]
                               leads, newest first (default limit 50)
  show <id>                    one lead with its content and delivery state
  retry <id> | retry --failed  queue a failed or needs_attention lead (or every failed one) for delivery again
  release <id> | release --all queue a held (or discarded) lead, or every held one, for delivery
  discard <id> | discard --all never forward a held lead, or any held one (release undoes it)
  backup FILE                  consistent copy of the store, also while the server runs
  restore FILE                 replace the store with a backup; the server must be stopped`;

function time(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z');
}

function state(lead: Lead): string {
  switch (lead.status) {
    case 'delivered':
      return `delivered (odoo id ${lead.odooId ?? 'unknown'})`;
    case 'failed':
      return 'failed (parked; use retry)';
    case 'needs_attention':
      return 'needs attention (Odoo answered without a lead id; check Odoo, then retry: it is looked up first)';
    case 'spam':
      return 'spam (honeypot filled; never forwarded)';
    case 'held':
      return 'held (arrived beyond the hourly cap; release forwards it, discard drops it)';
    case 'discarded':
      return 'discarded (held, judged junk; never forwarded unless released)';
    default:
      if (lead.attempts === 0) return 'pending (not sent yet)';
      return `pending (next attempt ${time(lead.nextAttemptAt)}${lead.outcomeUnknown ? '; looked up in Odoo first' : ''})`;
  }
}

function formatList(leads: Lead[]): string {
  const rows = leads.map((l) => [
    l.id,
    time(l.createdAt),
    l.status,
    String(l.attempts),
    l.odooId === null ? '-' : String(l.odooId),
    terminalLine(l.payload.contact_name),
  ]);
  const header = ['ID', 'CREATED', 'STATUS', 'TRIES', 'ODOO', 'COMPANY'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [header, ...rows]
    .map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]))).join('  '))
    .join('\n');
}

// Lines of a multi-line description start under the value column, so none can pass for a field.
const VALUE_INDENT = ' '.repeat('description:   '.length);

function formatLead(lead: Lead): string {
  return [
    `id:            ${lead.id}`,
    `state:         ${state(lead)}`,
    `created:       ${time(lead.createdAt)}`,
    `updated:       ${time(lead.updatedAt)}`,
    `delivered:     ${time(lead.deliveredAt)}`,
    `attempts:      ${lead.attempts} (rejections ${lead.rejections})`,
    `last error:    ${terminalLine(lead.lastError ?? '-')}`,
    `idempotency:   ${terminalLine(lead.idempotencyKey ?? '-')}`,
    `name:          ${terminalLine(lead.payload.name)}`,
    `email_from:    ${terminalLine(lead.payload.email_from)}`,
    `contact_name:  ${terminalLine(lead.payload.contact_name)}`,
    `description:   ${terminalBlock(lead.payload.description, VALUE_INDENT)}`,
  ].join('\n');
}

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  return value;
}

async function findOne(store: LeadStore, id: string | undefined): Promise<Lead> {
  if (!id) throw new UsageError('a lead id is required');
  const lead = await store.find(id);
  if (lead === 'ambiguous') throw new UsageError(`"${id}" matches several leads; give more of the id`);
  if (!lead) throw new UsageError(`no lead with id "${id}"`);
  return lead;
}

function fileArgument(args: string[]): string {
  if (!args[0]) throw new UsageError('a backup file name is required');
  return args[0];
}

async function retry(store: LeadStore, args: string[]): Promise<string> {
  if (args[0] === '--failed') {
    const failed = await store.list({ status: 'failed' });
    for (const lead of failed) await store.requeue(lead.id);
    return `${failed.length} failed lead(s) queued for delivery`;
  }
  const lead = await findOne(store, args[0]);
  const result = await store.requeue(lead.id);
  if (result === 'delivered')
    return `lead ${lead.id} was already delivered (odoo id ${lead.odooId ?? 'unknown'}); nothing to do`;
  if (result === 'spam') return `lead ${lead.id} is spam (honeypot filled); spam is never forwarded`;
  if (result === 'held') return `lead ${lead.id} is held (hourly cap); use release to forward it`;
  if (result === 'discarded') return `lead ${lead.id} was discarded; use release to forward it`;
  return `lead ${lead.id} queued for delivery`;
}

async function release(store: LeadStore, args: string[]): Promise<string> {
  if (args[0] === '--all') return `${await store.releaseAllHeld()} held lead(s) queued for delivery`;
  const lead = await findOne(store, args[0]);
  const result = await store.release(lead.id);
  if (result === 'released') return `lead ${lead.id} queued for delivery`;
  if (result === 'not_found') throw new UsageError(`no lead with id "${lead.id}"`);
  return `lead ${lead.id} is ${result}, not held or discarded; nothing to do`;
}

async function discard(store: LeadStore, args: string[]): Promise<string> {
  if (args[0] === '--all') return `${await store.discardAllHeld()} held lead(s) discarded; release <id> forwards one`;
  const lead = await findOne(store, args[0]);
  const result = await store.discard(lead.id);
  if (result === 'discarded') return `lead ${lead.id} discarded; release forwards it after all`;
  if (result === 'not_found') throw new UsageError(`no lead with id "${lead.id}"`);
  return `lead ${lead.id} is ${result}, not held; only held leads are discarded`;
}

function heldHint(held: number): string {
  return held === 0 ? '' : `\n${held} lead(s) held after the hourly cap: show them, then release or discard them`;
}

/** Runs one command against an open store and returns what to print; throws UsageError for bad input. */
export async function runCli(args: string[], store: LeadStore): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      const status = option(rest, '--status');
      if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status))
        throw new UsageError(`unknown status "${status}"`);
      const limit = Number(option(rest, '--limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive integer');
      const leads = await store.list({ status: status as LeadStatus | undefined, limit });
      const counts = await store.counts();
      const summary = LEAD_STATUSES.map((s) => `${s} ${counts[s]}`).join(' · ') + heldHint(counts.held);
      return leads.length === 0 ? `no leads\n${summary}` : `${formatList(leads)}\n${summary}`;
    }
    case 'show':
      return formatLead(await findOne(store, rest[0]));
    case 'retry':
      return retry(store, rest);
    case 'release':
      return release(store, rest);
    case 'discard':
      return discard(store, rest);
    case 'backup': {
      const { file, leads } = await store.backup(fileArgument(rest));
      return `backup of ${leads} lead(s) written to ${file}`;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

/** No store is opened before: restore must be the only one to have the store open. */
async function restore(config: Config, file: string): Promise<string> {
  if (config.databaseUrl) {
    const { previous } = await restorePostgres(config.databaseUrl, file, LEADS_APPLICATION_NAME);
    const store = await openStore(config); // a backup from an older version gets the current schema
    try {
      return `restored ${(await store.list()).length} lead(s) into the PostgreSQL store; the previous content is in ${previous}`;
    } finally {
      await store.close();
    }
  }
  const { leads, previous } = await restoreStore(config.dbPath, file);
  return `restored ${leads} lead(s) into ${config.dbPath}; the previous content is in ${previous}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  try {
    const config = loadConfig();
    if (args[0] === 'restore') {
      console.info(await restore(config, fileArgument(args.slice(1))));
      return;
    }
    const store = await openStore(config);
    try {
      console.info(await runCli(args, store));
    } finally {
      await store.close();
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof BackupError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  }
}

if (require.main === module) void main();
