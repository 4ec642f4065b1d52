import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';

// The floor for the API figures: Fastify alone, one route, the same answer shape, no plugins.
const app = Fastify();
app.post('/api', () => Promise.resolve({ Status: 200, Result: {} }));
await app.listen({ host: '127.0.0.1', port: 0 });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
parentPort?.postMessage(address.port);
