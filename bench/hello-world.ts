/**
 * The yardstick of every benchmark, in a process of its own (started by harness.ts): a bare
 * Fastify answering `GET /` with `{ hello: 'world' }` on a random loopback port. Sends its URL to
 * the parent once listening, and exits when the parent says `stop` or goes away.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
process.send!({ url: `http://127.0.0.1:${address.port}` });
const stop = async () => {
  app.server.closeAllConnections();
  await app.close();
  process.exit(0);
};
process.once('message', () => void stop());
process.once('disconnect', () => void stop());
