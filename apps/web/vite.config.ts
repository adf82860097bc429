import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // The browser only ever talks to /api on its own origin; in development Vite forwards it to the API server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
