import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './first-screen-chunks.ts';

export default defineConfig({
  plugins: [reactRouter()],
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
