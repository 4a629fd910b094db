// @ts-check
// `npm run size`: builds dist/, the floor and dist/react/, prints each entry's gzip size
// beside its budget and the floor, lists what loads later, weighs what @rosterkit/react's
// RosterkitWaitlist adds to a Vite app, and fails when any of these is over budget.
// `--no-build` reuses the last dist/ (the two partner apps are built all the same).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { useDemoHostSettings } from './demo-host-settings.mjs';
import { measurePackage, PACKAGE_WAITLIST_BUDGET_KB } from './package-size.mjs';
import { BYTES_PER_KB, FLOOR_CONFIG, GZIP_LEVEL, isOver, kb, markdownTable, measureSizes, packagesByFile, sizeTable } from './sizes.mjs';

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  /** @type {Map<string, string[]> | undefined} */
  let packages;
  if (!process.argv.includes('--no-build')) {
    const { build } = await import('vite');
    // The demo host as the repository configures it: the sizes are its.
    useDemoHostSettings();
    packages = packagesByFile(await build({ logLevel: 'warn' }));
    await build({ configFile: FLOOR_CONFIG, logLevel: 'warn' });
    await build({ configFile: 'packages/react/vite.config.ts', logLevel: 'warn' });
  }
  const report = measureSizes({ packages });
  const table = sizeTable(report);
  console.log(`\nSize budgets: gzip level ${GZIP_LEVEL} of every file an entry loads before the visitor interacts`);
  console.log(`(1 KB = ${BYTES_PER_KB} bytes; the floor is React 19 rendering one element, built the same way: ${kb(report.floorBytes)} KB)\n`);
  console.log(markdownTable(table.header, table.rows));
  if (table.lazyRows.length > 0) {
    console.log('\nLoaded later (dynamic imports, not counted above):\n');
    console.log(markdownTable(table.lazyHeader, table.lazyRows));
  }
  /** @type {{ label: string, bytes: number | null, budgetBytes: number | null }[]} */
  const over = [...report.entries, report.allOnOnePage].filter(isOver);
  if (existsSync('dist/react/index.js')) {
    const { app, withWaitlist } = await measurePackage();
    const added = { label: '@rosterkit/react\'s RosterkitWaitlist', bytes: withWaitlist - app, budgetBytes: PACKAGE_WAITLIST_BUDGET_KB * BYTES_PER_KB };
    console.log(`\n@rosterkit/react in a Vite app on React 19: the app alone ${kb(app)} KB, with RosterkitWaitlist ${kb(withWaitlist)} KB:`);
    console.log(`RosterkitWaitlist adds ${kb(added.bytes)} KB (budget ${PACKAGE_WAITLIST_BUDGET_KB}).`);
    if (isOver(added)) over.push(added);
  }
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => `${row.label} by ${kb(/** @type {number} */ (row.bytes) - /** @type {number} */ (row.budgetBytes))} KB`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery built entry is within its budget.');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
