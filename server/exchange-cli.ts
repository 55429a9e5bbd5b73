import { resolve } from 'node:path';
import { backupDatabase, datasetFile } from './db/backup';

/*
 * `npm run exchange -- <command>`: switches the local trading service's mode through its loopback
 * admin route. Commands: status | mode normal|cancel-only|post-only|disabled [--retry-after S] |
 * hold-cancel on|off | flag <address> banned|closed_only|none | resolve <conditionId> <outcome> (0, 1 or
 * the outcome's label: the market resolves now). The service's address comes from
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
const flag = (name: string) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};

function settings(): Record<string, unknown> | undefined {
  if (command === 'status') return undefined;
  if (command === 'mode') {
    const retry = flag('--retry-after');
    return { mode: value, ...(retry ? { retryAfterSeconds: Number(retry) } : {}) };
  }
  if (command === 'hold-cancel' && (value === 'on' || value === 'off')) return { holdCancel: value === 'on' };
  if (command === 'flag' && value) return { address: value, flag: rest[0] };
  if (command === 'resolve' && value && rest[0] !== undefined)
    return { conditionId: value, outcome: /^[01]$/.test(rest[0]) ? Number(rest[0]) : rest[0] };
  console.error(
    'usage: npm run exchange -- status | mode <normal|cancel-only|post-only|disabled> [--retry-after S] | hold-cancel <on|off> | flag <address> <banned|closed_only|none> | resolve <conditionId> <0|1|outcome> | backup <file>',
  );
  process.exit(2);
}

const body = settings();
const url = `${admin}/${command === 'flag' ? 'address-flag' : command === 'resolve' ? 'resolve' : 'exchange'}`;
const res = await fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
console.log(JSON.stringify(await res.json()));
process.exit(res.ok ? 0 : 1);
