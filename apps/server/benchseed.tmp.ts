import { openDatabase } from './src/db/client.ts';
import { seedCatalogue } from './src/db/seed/catalogue.ts';
const t0 = Date.now();
const h = await openDatabase({ databaseUrl: process.env.U, dataDir: '/tmp/x' });
const r = await seedCatalogue(h.db, {
  scale: 'bench',
  log: (m) => {
    if (m.includes('000 shops')) console.log(((Date.now() - t0) / 1000).toFixed(1), m);
  },
});
console.log(r, (Date.now() - t0) / 1000, 's');
await h.close();
