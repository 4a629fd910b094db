// @ts-check
/**
 * `node bench/limits-postgres.mjs`: what the sign-up limits cost on PostgreSQL itself, the engine
 * of a hosted project, where an API inserts over several connections at once. The local backend's
 * PGlite has one connection, so it cannot show sign-ups waiting on each other's locks; this can.
 *
 * Needs a PostgreSQL server and pgbench (Debian: `apt-get install postgresql`; PG_BIN names
 * another bin folder). It makes a throwaway cluster, applies the local backend's bootstrap and
 * every migration, raises the limits so that nothing is refused, and runs pgbench in interleaved
 * rounds: sign-ups as PostgREST sends them (role anon, request headers with a client address, one
 * transaction each, each from a new company's domain), the trigger on against off, at 1 and 10
 * clients. BENCH_PG_UNTIL=<version> adds a side with the migrations up to that version only, to
 * compare a design with the one before it. Writes bench/results/limits-postgres.md.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findServerBin } from '../scripts/ensure-postgres.mjs';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { UNREFUSING_SQL } from './backend-limits.mjs';
import { fixed, interval } from './cells.mjs';
import { interleavedRounds, median, pairedRatio } from './stats.mjs';

const ROUNDS = Number(process.env.BENCH_LIMIT_ROUNDS ?? 8);
const ROUND_SECONDS = 3;
const CLIENT_COUNTS = [1, 10];
const UNTIL = process.env.BENCH_PG_UNTIL;

/** One sign-up as PostgREST runs it for the widget's insert; the client address comes from 60000. */
const SIGN_UP = String.raw`\set n random(1, 9000000000000000000)
\set c random(1, 60000)
begin;
select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
  set_config('request.headers', '{"x-forwarded-for":"203.0.113.9, 10.' || (:c / 250) || '.' || (:c % 250) || '.1"}', true),
  set_config('request.method', 'POST', true), set_config('request.path', '/rest/v1/waitlist', true);
insert into public.waitlist (name, email, company_name, creator_count)
  values ('Visitor', 'visitor' || :n || '@agency' || :n || '.example', 'Agency', '1-5') returning id;
commit;
`;

async function main() {
  const bin = findServerBin('pgbench');
  if (!bin) throw new Error('bench/limits-postgres.mjs needs a PostgreSQL server and pgbench: apt-get install postgresql, or set PG_BIN');
  const cluster = await startCluster(bin);
  try {
    await measureLimits(bin, cluster);
  } finally {
    await cluster.stop();
  }
}

/**
 * The sides' databases, the pgbench rounds and the report.
 * @param {string} bin @param {import('../scripts/postgres-cluster.mjs').Cluster} cluster
 */
async function measureLimits(bin, { host, port, psql, run, migrate }) {
  /** @param {string} name @param {(file: string) => boolean} [applied] */
  const migrated = (name, applied) => {
    migrate(name, applied);
    psql(name, UNREFUSING_SQL);
  };
  const sides = ['on', 'off', ...(UNTIL ? [`until ${UNTIL}`] : [])];
  migrated('side_on');
  migrated('side_off');
  psql('side_off', 'alter table public.waitlist disable trigger waitlist_limits');
  if (UNTIL) migrated('side_until', (file) => file.slice(0, file.indexOf('_')) <= UNTIL);
  const script = join(host, 'sign-up.sql');
  await writeFile(script, SIGN_UP);
  const database = (/** @type {string} */ side) => `side_${side.split(' ')[0]}`;

  const rows = [];
  for (const clients of CLIENT_COUNTS) {
    const tps = await interleavedRounds(sides, ROUNDS, 41, async (side) => {
      const out = run([join(bin, 'pgbench'), ['-h', host, '-p', String(port), '-U', 'postgres', '-n', '-M', 'prepared', '-c', String(clients),
        '-j', String(Math.min(clients, 2)), '-T', String(ROUND_SECONDS), '-f', script, database(side)]]);
      const found = /^tps = ([\d.]+)/m.exec(out);
      if (!found || !/failed transactions: 0 /.test(out)) throw new Error(`pgbench on ${side} failed:\n${out}`);
      return Number(found[1]);
    });
    const ratio = (/** @type {string} */ side, /** @type {string} */ base) => {
      const { ratio: value, interval: bounds } = pairedRatio(tps[side] ?? [], tps[base] ?? []);
      return `${fixed(value, 2)} (${interval(bounds)})`;
    };
    const until = `until ${UNTIL}`;
    rows.push(`| ${clients} | ${sides.map((side) => fixed(median(tps[side] ?? []))).join(' / ')} | ${ratio('on', 'off')} |${UNTIL ? ` ${ratio(until, 'off')} | ${ratio('on', until)} |` : ''}`);
  }
  const version = run([join(bin, 'postgres'), ['--version']]).trim();
  const report = `# The sign-up limits on PostgreSQL

\`${UNTIL ? `BENCH_PG_UNTIL=${UNTIL} ` : ''}node bench/limits-postgres.mjs\`, ${version}, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s a side, ${new Date().toISOString().slice(0, 10)}.

Sign-ups a second through pgbench, as PostgREST sends them; each ratio is the median of the rounds' own ratios of the two sides it names, with its 95% interval.

| clients | sign-ups/s, medians: ${sides.join(' / ')} | limits on / off |${UNTIL ? ` migrations until ${UNTIL} / off | all of them / until ${UNTIL} |` : ''}
| ---: | --- | --- |${UNTIL ? ' --- | --- |' : ''}
${rows.join('\n')}
`;
  await writeFile('bench/results/limits-postgres.md', report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
