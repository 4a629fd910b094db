// @ts-check
// Builds src/webpack-entry.js into dist/webpack/, after vite's build (which empties dist/).
// webpack's errors, such as a name `react` does not export, fail the host's build.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const output = fileURLToPath(new URL('./dist/webpack/', import.meta.url));
const compiler = webpack({
  mode: 'production',
  context: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/webpack-entry.js',
  output: { path: output, filename: 'main.[contenthash].js', chunkFilename: '[name].[contenthash].js', publicPath: '/webpack/', clean: true },
  plugins: [
    new webpack.DefinePlugin({
      SUPABASE_URL: JSON.stringify(process.env.VITE_SUPABASE_URL ?? ''),
      SUPABASE_ANON_KEY: JSON.stringify(process.env.VITE_SUPABASE_ANON_KEY ?? ''),
    }),
  ],
  performance: { hints: false },
});

const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
await new Promise((resolve) => compiler.close(resolve));
if (!stats || stats.hasErrors()) {
  console.error(stats?.toString('errors-only'));
  process.exit(1);
}
const main = stats.toJson({ assets: true }).assetsByChunkName?.main?.[0];
await writeFile(`${output}index.html`, `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Acme, a React 18.3 app built with webpack</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/webpack/${main}"></script>
  </body>
</html>
`);
