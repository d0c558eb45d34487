import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { loadGazetteer } from '../src/services/places/index.ts';
const s = await composeService({ ...loadConfig({}), sqlitePath: ':memory:', rateLimitKeyless: 1e9 }, { log: process.env.NOLOG ? false : undefined });
if (process.env.PLACES) loadGazetteer();
await s.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
