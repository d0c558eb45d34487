// The service's entry point for any Node: `node src/main.js`, or `node .` (package.json "main"). Plain JavaScript on
// purpose: Node 20 and older cannot read a .ts file at all and would stop with their own "Unknown file extension"
// stack trace before any check in main.ts ran. Here an older Node prints one line (the same as node-version.ts says
// on Node 22 and 23, compared in test/contract/packaging.test.ts) and exits 1; Node 24 goes on to main.ts.
// `npm start` runs main.ts directly on the Node 24 that `npm install` brings.
const REQUIRED_MAJOR = 24;
const major = Number(/^v?(\d+)\./.exec(process.version)?.[1]);

if (!(major >= REQUIRED_MAJOR)) {
  console.error(
    `This service needs Node.js ${REQUIRED_MAJOR} or newer (this is ${process.version}): start it with \`npm ` +
      `start\`, which runs the Node ${REQUIRED_MAJOR} that \`npm install\` put in node_modules/.bin.`,
  );
  process.exit(1);
}

await import('./main.ts');
