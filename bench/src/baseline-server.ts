import Fastify from 'fastify';

// The floor for the API figures: Fastify alone, one route, the same answer shape, no plugins. A
// process of its own, as the server is: on a thread of the bench's process it shared that process
// with the load generator, which made it a quarter faster than the same route in a process
// (docs/decisions/016-api-performance.md).
const app = Fastify();
app.post('/api', () => Promise.resolve({ Status: 200, Result: {} }));
await app.listen({ host: '127.0.0.1', port: 0 });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`${String(address.port)}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
