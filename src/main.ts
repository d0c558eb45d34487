/** `npm start`: parse the environment, compose the service, listen, and shut down cleanly on SIGTERM/SIGINT. */
import { composeService } from './compose.ts';
import { loadConfig } from './config.ts';
import { warmGazetteer } from './services/places/index.ts';

const config = loadConfig();
const service = await composeService(config);
await service.app.listen({ port: config.port, host: config.host });

// Load the place index after listening, so health answers at once. `npm install` prebuilt its cache; without one
// a child process builds it while this process serves.
const warmStart = performance.now();
warmGazetteer().then(
  (g) => service.app.log.info(`place index ready: ${g.size} places in ${Math.round(performance.now() - warmStart)} ms`),
  (e: unknown) => service.app.log.error({ err: e }, 'place index could not be loaded'),
);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    service.app.log.info(`${signal}: closing`);
    service.close().then(
      () => process.exit(0),
      (e: unknown) => {
        service.app.log.error({ err: e }, 'error while closing');
        process.exit(1);
      },
    );
  });
}
