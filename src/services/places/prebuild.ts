/**
 * `npm install` runs this (package.json postinstall): it builds the place index cache once, so the first
 * `npm start` loads the index in ~0.1 s. It never fails the install: without a cache the service builds it later.
 */
import { openGazetteer } from './gazetteer.ts';

try {
  const t = performance.now();
  const { gazetteer, source } = openGazetteer();
  console.log(`place index: ${gazetteer.size} places (${source}, ${Math.round(performance.now() - t)} ms)`);
} catch (e) {
  console.warn(`place index not prebuilt (${(e as Error).message}); the service will build it when it starts`);
}
