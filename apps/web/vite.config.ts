import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { mantineCssPerComponent } from './src/build/mantine-css-per-component.ts';

const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const ownModule = (path: string) => fileURLToPath(new URL(`./src/lib/${path}`, import.meta.url));

/**
 * React Router's package exports only its development build (dev warnings, invariant messages), in production builds
 * too (remix-run/react-router#12532, #14753). The browser's bundle takes the production build it ships beside it.
 */
function reactRouterProduction(): Plugin {
  const entries: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' && environment.config.mode === 'production',
    resolveId: (source) =>
      Object.hasOwn(entries, source)
        ? fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${entries[source]}`, import.meta.url))
        : null,
  };
}

/**
 * What Mantine's AppShell imports and the portal's shell never runs, replaced by small modules of ours (issue #8):
 * react-remove-scroll, of which it reads only two class names (src/lib/app-shell-remove-scroll.ts), and the resize
 * handle of sections made resizable, which the shell never makes (src/lib/app-shell-without-resize.ts).
 */
function leanAppShell(): Plugin {
  const replacements: Record<string, string> = {
    'react-remove-scroll': ownModule('app-shell-remove-scroll.ts'),
    '../AppShellResizeHandle/AppShellResizeHandle.mjs': ownModule('app-shell-without-resize.ts'),
  };
  return {
    name: 'lean-app-shell',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && APP_SHELL.test(importer) && Object.hasOwn(replacements, source) ? replacements[source] : null,
  };
}

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea takes one hook from @floating-ui/react, a package of one module: a screen with a scrolling
 * table loaded all of floating-ui for it (issue #19). It gets floating-ui's useMergeRefs from a module of ours.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && SCROLL_AREA.test(importer) && source === '@floating-ui/react'
        ? ownModule('scroll-area-merge-refs.ts')
        : null,
  };
}

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    leanAppShell(),
    scrollAreaWithoutFloatingUi(),
    mantineCssPerComponent(),
    reactRouter(),
  ],
  environments: {
    client: {
      // ANALYZE=1: source maps, for seeing what a chunk is made of (npm run analyze -w @agency/web).
      build: {
        sourcemap: process.env.ANALYZE === '1',
        rolldownOptions: { output: { codeSplitting: { groups: firstScreenChunks() } } },
      },
    },
  },
  server: {
    // The browser only ever talks to /api on its own origin; in development Vite forwards it to the API server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
