// @ts-check
// `npm run size`: builds dist/ and the floor, prints each entry's gzip size beside its
// budget and the floor, lists what loads later, and fails when an entry that exists is
// over budget. `--no-build` reuses the last build.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BYTES_PER_KB, FLOOR_CONFIG, GZIP_LEVEL, isOver, kb, markdownTable, measureSizes, packagesByFile, sizeTable } from './sizes.mjs';

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  /** @type {Map<string, string[]> | undefined} */
  let packages;
  if (!process.argv.includes('--no-build')) {
    const { build } = await import('vite');
    packages = packagesByFile(await build({ logLevel: 'warn' }));
    await build({ configFile: FLOOR_CONFIG, logLevel: 'warn' });
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
  const over = [...report.entries, report.allOnOnePage].filter(isOver);
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
