/** `npm start`: parse the environment, compose the service, listen, and shut down cleanly on SIGTERM/SIGINT. */
import { composeService } from './compose.ts';
import { loadConfig } from './config.ts';
import { loadGazetteer } from './services/places/index.ts';

const config = loadConfig();
const service = await composeService(config);
await service.app.listen({ port: config.port, host: config.host });

// Build the place index after listening: health answers at once, and the first city search finds it ready.
setImmediate(() => {
  const t = performance.now();
  const size = loadGazetteer().size;
  service.app.log.info(`place index ready: ${size} places in ${Math.round(performance.now() - t)} ms`);
});

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
