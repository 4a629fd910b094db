// @ts-check
/**
 * `node bench/limits-trigger-cost.mjs`: where the sign-up limits' cost goes, in the database
 * alone. bench/backend-limits.mjs measures what they cost a sign-up sent over HTTP; this takes
 * the HTTP, the gateway and the queue away and times the insert in PGlite, so that a new design
 * of the trigger can be judged in minutes, with less noise.
 *
 * A procedure inserts a block of sign-ups, each in its own committed transaction, with the request
 * settings PostgREST gives it (role anon, the client address among the headers): from ten client
 * addresses in turn, each from a new company's domain, as the HTTP bench sends them. The trigger
 * is on in one block and off in the other, in alternating order, on the same database; the limits
 * are raised so that nothing is refused. Each part of the trigger is measured on a database of its
 * own: the trigger as migrated, and the trigger cut down to its first steps.
 * Writes bench/results/limits-trigger-cost.md.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MIGRATIONS_DIR, migrationFiles, openDatabase } from '../backend/db.mjs';
import { UNREFUSING_SQL } from './backend-limits.mjs';
import { fixed, interval } from './cells.mjs';
import { bootstrapInterval, median, pairedRatio, resample } from './stats.mjs';

const ROUNDS = Number(process.env.BENCH_LIMIT_ROUNDS ?? 30);
const BLOCK_INSERTS = 200;
const CLIENTS = 10;

/** The trigger's function as the last migration that defines it leaves it. */
const MIGRATED = (() => {
  const head = 'create or replace function private.waitlist_enforce_limits()';
  const file = migrationFiles(MIGRATIONS_DIR).map((name) => readFileSync(join(MIGRATIONS_DIR, name), 'utf8')).findLast((sql) => sql.includes(head));
  if (!file) throw new Error(`no migration has ${head}`);
  return file.slice(file.indexOf(head));
})();

/**
 * The trigger cut down to its first steps: its function as migrated up to `marker`, then `rest`
 * in place of what follows.
 * @param {string} marker @param {string} rest
 */
function cutAt(marker, rest) {
  const at = MIGRATED.indexOf(marker);
  if (at < 0) throw new Error(`the trigger's function has no ${JSON.stringify(marker)}: cut it elsewhere`);
  return `${MIGRATED.slice(0, at)}${rest}
  return new;
end
$$;`;
}

/** Each part measured, as the trigger's function that part leaves (null: as migrated). */
const PARTS = [
  // Its declarations read the request: the caller's role and the client address.
  { name: 'reading the request: its role and client address', sql: cutAt('\nbegin\n', '\nbegin') },
  // Then its loop over the limits, with nothing counted.
  { name: 'and reading the limits and the salt', sql: cutAt('\n  loop\n', '\n  loop\n    null;\n  end loop;') },
  { name: 'the trigger as migrated: and counting the sign-up against each limit', sql: null },
];

/** The headers the local gateway passes on for the widget's insert; the address is filled in per sign-up. */
const HEADERS = JSON.stringify({
  host: '127.0.0.1:54321', accept: 'application/vnd.pgrst.object+json', apikey: 'a'.repeat(180), authorization: `Bearer ${'a'.repeat(180)}`,
  'content-type': 'application/json', prefer: 'return=representation', 'x-client-info': 'supabase-js-web/2', 'x-forwarded-for': 'ADDRESS',
});

const PROCEDURE = `
create procedure public.bench_sign_ups(count integer, first integer) language plpgsql as $$
begin
  for i in first .. first + count - 1 loop
    perform set_config('request.jwt.claims', '{"role":"anon"}', true),
            set_config('request.headers', replace($h$${HEADERS}$h$, 'ADDRESS', '127.4.0.' || (i % ${CLIENTS} + 1)), true);
    insert into public.waitlist (name, email, company_name, creator_count)
      values ('Bench Mark', 'limits-' || i || '@d' || i || '.load.example', 'Load Agency', '6-20');
    commit;
  end loop;
end
$$;`;

/**
 * One part: the database's time per sign-up with the trigger on and off, in alternating blocks.
 * @param {string | null} sql
 */
async function measurePart(sql) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-trigger-cost-'));
  const db = await openDatabase({ dataDir });
  try {
    await db.pg.exec(UNREFUSING_SQL);
    if (sql) await db.pg.exec(sql);
    await db.pg.exec(PROCEDURE);
    let first = 0;
    /** @param {boolean} on @returns {Promise<number>} microseconds a sign-up */
    const block = async (on) => {
      await db.pg.exec(`alter table public.waitlist ${on ? 'enable' : 'disable'} trigger waitlist_limits`);
      const start = performance.now();
      await db.pg.query('call public.bench_sign_ups($1, $2)', [BLOCK_INSERTS, first]);
      first += BLOCK_INSERTS;
      return ((performance.now() - start) * 1000) / BLOCK_INSERTS;
    };
    await block(true);
    await block(false);
    /** @type {number[]} */
    const on = [];
    /** @type {number[]} */
    const off = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? [true, false] : [false, true]) (side ? on : off).push(await block(side));
    }
    return { on, off };
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** @type {{ name: string, on: number[], off: number[] }[]} */
const results = [];
for (const part of PARTS) {
  const measured = await measurePart(part.sql);
  results.push({ name: part.name, ...measured });
  console.log(`${part.name}: done`);
}

const rows = results.map(({ name, on, off }) => {
  const added = on.map((value, round) => value - /** @type {number} */ (off[round]));
  const [low, high] = bootstrapInterval((random) => median(resample(added, random)));
  const { ratio, interval: ratioBounds } = pairedRatio(on, off);
  return `| ${name} | ${fixed(median(off), 0)} | ${fixed(median(added), 0)} (${fixed(low, 0)}-${fixed(high, 0)}) | ${fixed(ratio, 2)} (${interval(ratioBounds)}) |`;
});

const markdown = `# The sign-up limits' trigger, in the database alone

\`node bench/limits-trigger-cost.mjs\`, ${ROUNDS} rounds of one ${BLOCK_INSERTS}-sign-up block each way, in alternating order, ${new Date().toISOString().slice(0, 10)}.

Each sign-up is its own committed transaction in PGlite, as anon from one of ${CLIENTS} client addresses, from a new company's domain.
Each row is measured on a database of its own, against the trigger switched off there; the round's two blocks share the machine's speed of that moment.

| the trigger, up to | µs a sign-up without it (median) | µs it adds (95% interval) | with / without (95% interval) |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
await writeFile(new URL('./results/limits-trigger-cost.md', import.meta.url), markdown);
console.log(markdown);
