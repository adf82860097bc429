// Runs after `react-router build` (npm run build -w @agency/web): bundles the islands script, turns the
// prerendered public pages into static HTML that loads only that script and carries its own CSS inline, and writes
// sitemap.xml and robots.txt.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_RENDERED_PREFIXES } from '@agency/shared/routes';
import { SITE_ORIGIN_TOKEN } from '@agency/shared/site';
import { build, type Rolldown } from 'vite';
import { INDEXED_PATHS, STATIC_PATHS } from '../react-router.config.ts';
import { inlinePageCss } from '../src/build/page-css.ts';
import { robotsTxt, sitemapXml, stripHydration } from '../src/build/static-pages.ts';

const webRoot = resolve(fileURLToPath(import.meta.url), '../..');
const clientDir = join(webRoot, 'build/client');

async function bundleIslands(): Promise<string> {
  const result = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: join(webRoot, 'src/islands/main.ts'),
        output: { format: 'es', entryFileNames: 'assets/islands-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error('the islands bundle produced no entry chunk');
  return `/${chunk.fileName}`;
}

function pageFile(path: string): string {
  return join(clientDir, path === '/' ? '' : path, 'index.html');
}

/** Text assets get .br and .gz twins, which the server sends to browsers that accept them (preCompressed). */
function precompressAssets(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompressAssets(path);
    else if (['.js', '.css', '.svg', '.json'].includes(extname(name))) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

const islandsSrc = await bundleIslands();
for (const path of STATIC_PATHS) {
  const file = pageFile(path);
  const html = stripHydration(readFileSync(file, 'utf8'), islandsSrc);
  writeFileSync(file, await inlinePageCss(html, clientDir));
}
const today = new Date().toISOString().slice(0, 10);
// The server writes its PUBLIC_URL over the placeholder when it serves these (plugins/web-app.ts).
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(SITE_ORIGIN_TOKEN, INDEXED_PATHS, today));
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(SITE_ORIGIN_TOKEN, [...CLIENT_RENDERED_PREFIXES, '/api/']));
precompressAssets(clientDir);
console.log(`static pages: ${STATIC_PATHS.length} pages load ${islandsSrc} instead of React, and inline their CSS`);
