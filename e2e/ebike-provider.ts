import { startEbikeTrackerProvider } from '../apps/server/test/ebike-provider.ts';

// The local e-bike tracker provider of the e2e run: the server under test sends its activations
// here, and it answers as the provider would (pending, then active on the first status check).

const port = Number(process.env.SB_E2E_EBIKE_PORT);
const apiKey = process.env.SB_E2E_EBIKE_API_KEY ?? '';
if (!Number.isInteger(port) || apiKey === '') {
  throw new Error('SB_E2E_EBIKE_PORT and SB_E2E_EBIKE_API_KEY must be set');
}
await startEbikeTrackerProvider({ apiKey, port });
