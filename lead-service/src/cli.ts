import { loadConfig } from './config';
import { LEAD_STATUSES, type Lead, type LeadStatus } from './lead';
import { LeadStore } from './store';

/**
 * Staff CLI: `npm run leads -- list [--status pending|delivered|failed] [--limit N]`,
 * `npm run leads -- show <id>`, `npm run leads -- retry <id>|--failed`. Reads LEADS_DB like the server
 * and can run while the server does (SQLite WAL).
 */
const USAGE = `usage: npm run leads -- <command>
  list [--status pending|delivered|failed] [--limit N]   leads, newest first (default limit 50)
  show <id>                                              one lead with its content and delivery state
  retry <id> | retry --failed                            queue a failed lead (or all) for delivery again`;

function time(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z');
}

function state(lead: Lead): string {
  if (lead.status === 'delivered') return `delivered (odoo id ${lead.odooId ?? 'unknown'})`;
  if (lead.status === 'failed') return 'failed (parked; use retry)';
  if (lead.attempts === 0) return 'pending (not sent yet)';
  return `pending (next attempt ${time(lead.nextAttemptAt)})`;
}

function formatList(leads: Lead[]): string {
  const rows = leads.map((l) => [
    l.id,
    time(l.createdAt),
    l.status,
    String(l.attempts),
    l.odooId === null ? '-' : String(l.odooId),
    l.payload.contact_name,
  ]);
  const header = ['ID', 'CREATED', 'STATUS', 'TRIES', 'ODOO', 'COMPANY'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [header, ...rows]
    .map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]))).join('  '))
    .join('\n');
}

function formatLead(lead: Lead): string {
  return [
    `id:            ${lead.id}`,
    `state:         ${state(lead)}`,
    `created:       ${time(lead.createdAt)}`,
    `updated:       ${time(lead.updatedAt)}`,
    `delivered:     ${time(lead.deliveredAt)}`,
    `attempts:      ${lead.attempts} (rejections ${lead.rejections})`,
    `last error:    ${lead.lastError ?? '-'}`,
    `idempotency:   ${lead.idempotencyKey ?? '-'}`,
    `name:          ${lead.payload.name}`,
    `email_from:    ${lead.payload.email_from}`,
    `contact_name:  ${lead.payload.contact_name}`,
    `description:   ${lead.payload.description}`,
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

function findOne(store: LeadStore, id: string | undefined): Lead {
  if (!id) throw new UsageError('a lead id is required');
  const lead = store.find(id);
  if (lead === 'ambiguous') throw new UsageError(`"${id}" matches several leads; give more of the id`);
  if (!lead) throw new UsageError(`no lead with id "${id}"`);
  return lead;
}

/** Runs one command and returns what to print; throws UsageError for bad input. */
export function runCli(args: string[], store: LeadStore): string {
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      const status = option(rest, '--status');
      if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status))
        throw new UsageError(`unknown status "${status}"`);
      const limit = Number(option(rest, '--limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive integer');
      const leads = store.list({ status: status as LeadStatus | undefined, limit });
      const counts = store.counts();
      const summary = `pending ${counts.pending} · delivered ${counts.delivered} · failed ${counts.failed}`;
      return leads.length === 0 ? `no leads\n${summary}` : `${formatList(leads)}\n${summary}`;
    }
    case 'show':
      return formatLead(findOne(store, rest[0]));
    case 'retry': {
      if (rest[0] === '--failed') {
        const failed = store.list({ status: 'failed' });
        for (const lead of failed) store.requeue(lead.id);
        return `${failed.length} failed lead(s) queued for delivery`;
      }
      const lead = findOne(store, rest[0]);
      if (store.requeue(lead.id) === 'delivered')
        return `lead ${lead.id} was already delivered (odoo id ${lead.odooId ?? 'unknown'}); nothing to do`;
      return `lead ${lead.id} queued for delivery`;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

function main(): void {
  const config = loadConfig();
  const store = new LeadStore(config.dbPath);
  try {
    console.info(runCli(process.argv.slice(2), store));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    store.close();
  }
}

if (require.main === module) main();
