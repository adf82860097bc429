import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenChunks } from './first-screen-chunks.ts';

/** Mantine's AppShell only reads react-remove-scroll's class names: see src/lib/app-shell-remove-scroll.ts. */
function appShellWithoutScrollLock(): Plugin {
  const names = fileURLToPath(new URL('./src/lib/app-shell-remove-scroll.ts', import.meta.url));
  const appShell = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
  return {
    name: 'app-shell-without-scroll-lock',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'react-remove-scroll' && importer && appShell.test(importer) ? names : null,
  };
}

export default defineConfig({
  plugins: [appShellWithoutScrollLock(), reactRouter()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: firstScreenChunks() } } } },
    },
  },
  server: {
    // The browser only ever talks to /api on its own origin; in development Vite forwards it to the API server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
