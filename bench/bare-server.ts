/** The baseline for HTTP ratios: a bare Fastify app with one JSON route, no plugins. Run as a child process. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('listening');
