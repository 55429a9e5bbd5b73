import { resolve } from 'node:path';
import { backupDatabase, datasetFile } from './db/backup';

/*
 * `npm run exchange -- <command>`: switches the local trading service's mode through its loopback
 * admin route. Commands: status | mode normal|cancel-only|post-only|disabled [--retry-after S] |
 * hold-cancel on|off | flag <address> banned|closed_only|none | resolve <conditionId> <outcome> (0, 1 or
 * the outcome's label: the market resolves now) | list-market --title T --ends YYYY-MM-DD [--outcomes A,B]
 * [--price P] [--tick T] [--category C] [--fee-bps N]. The service's address comes from
 * HOST and PORT, as npm start uses them. And backup <file>: a consistent copy of the service's
 * database (DB_FILE, DATASET as npm start reads them), taken while it runs.
 */
const [command, value, ...rest] = process.argv.slice(2);

if (command === 'backup') {
  if (!value) {
    console.error('usage: npm run exchange -- backup <file>');
    process.exit(2);
  }
  const { file } = datasetFile(process.env, rest.includes('--large'));
  try {
    const pages = await backupDatabase(resolve(file), resolve(value));
    console.log(`backed up ${resolve(file)} to ${resolve(value)} (${pages} pages)`);
    process.exit(0);
  } catch (err) {
    console.error(`vantage: backup failed: ${(err as Error).message}`);
    process.exit(1);
  }
}
const admin = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 8787}/clob/admin`;
const args = process.argv.slice(3);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** list-market's flags as the admin route's listing; only the flags given. */
function listing(): Record<string, unknown> {
  const fee = flag('--fee-bps');
  const entries = {
    title: flag('--title'),
    ends: flag('--ends'),
    outcomes: flag('--outcomes')?.split(','),
    price: flag('--price'),
    tick: flag('--tick'),
    category: flag('--category'),
    feeBps: fee === undefined ? undefined : Number(fee),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}

function settings(): Record<string, unknown> | undefined {
  if (command === 'status') return undefined;
  if (command === 'mode') {
    const retry = flag('--retry-after');
    return { mode: value, ...(retry ? { retryAfterSeconds: Number(retry) } : {}) };
  }
  if (command === 'hold-cancel' && (value === 'on' || value === 'off')) return { holdCancel: value === 'on' };
  if (command === 'flag' && value) return { address: value, flag: rest[0] };
  if (command === 'list-market' && flag('--title') && flag('--ends')) return listing();
  if (command === 'resolve' && value && rest[0] !== undefined)
    return { conditionId: value, outcome: /^[01]$/.test(rest[0]) ? Number(rest[0]) : rest[0] };
  console.error(
    'usage: npm run exchange -- status | mode <normal|cancel-only|post-only|disabled> [--retry-after S] | hold-cancel <on|off> | flag <address> <banned|closed_only|none> | resolve <conditionId> <0|1|outcome> | list-market --title <title> --ends <YYYY-MM-DD> [--outcomes A,B] [--price 0.5] [--tick 0.01] [--category C] [--fee-bps N] | backup <file>',
  );
  process.exit(2);
}

const body = settings();
const ROUTES: Record<string, string> = { flag: 'address-flag', resolve: 'resolve', 'list-market': 'list-market' };
const url = `${admin}/${ROUTES[command ?? ''] ?? 'exchange'}`;
const res = await fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
console.log(JSON.stringify(await res.json()));
process.exit(res.ok ? 0 : 1);
