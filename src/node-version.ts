/**
 * The first thing `node src/main.ts` runs: on a Node older than 24 (say 22, which can read TypeScript but lacks what
 * the service uses), one clear line and exit 1 instead of a stack trace later. Node 20 and older cannot read a .ts
 * file at all, so there Node's own "Unknown file extension" error comes first; `npm start` avoids both by using the
 * Node 24 that `npm install` puts in node_modules/.bin.
 */
export const REQUIRED_MAJOR = 24;

/** The line to print for a Node version string (process.version), or null when the version is new enough. */
export function nodeVersionProblem(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isFinite(major) && major >= REQUIRED_MAJOR) return null;
  return (
    `This service needs Node.js ${REQUIRED_MAJOR} or newer (this is ${version}): start it with \`npm start\`, ` +
    `which runs the Node ${REQUIRED_MAJOR} that \`npm install\` put in node_modules/.bin.`
  );
}

const problem = nodeVersionProblem(process.version);
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}
