import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Folders of app/routes whose pages need a signed-in account. */
const SIGNED_IN_AREAS = ['user', 'vendor', 'admin'];

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
    rollupOptions: {
      output: {
        // Pages behind a sign-in (the account, the shop console, staff pages) get a folder of
        // their own, so their preload lists can stay out of the first screen (below).
        chunkFileNames: (chunk) =>
          SIGNED_IN_AREAS.some((area) => chunk.facadeModuleId?.includes(`/app/routes/${area}/`))
            ? 'assets/signed-in/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
    modulePreload: {
      // The entry lists, for every lazy page, the chunks to fetch alongside it (4 kB of the
      // first screen's gzip for 47 pages). Pages behind a sign-in fetch their imports after their
      // own chunk instead: one more round trip on a page nobody lands on first.
      resolveDependencies: (filename, deps) =>
        filename.startsWith('assets/signed-in/') ? [] : deps,
    },
  },
});
