import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
      '/dev': 'http://localhost:3000',
      '/pay': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/report-bundle.ts reads it to check the bundle budgets.
    manifest: true,
    modulePreload: {
      // A lazy page's chunk fetches its imports itself, after it has arrived (its stylesheets
      // are still loaded alongside it). Listing them for the entry to preload cost the first
      // screen 4 kB of gzip, and adding the preload links from a script was one task of about
      // 280 ms on Lighthouse's slowed phone for the shop search's fifty
      // (docs/adr/0044-the-landing-pages-first-screen-is-in-the-html.md): more than the round
      // trip it saves.
      // index.html keeps its own modulepreloads for the entry's imports: the HTML parser adds
      // those cheaply, and the landing pages' server drops them where the app starts later.
      resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
