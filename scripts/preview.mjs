// Serves the production build (dist/) in workerd through Vite's preview server, on loopback only.
// PORT picks the port (default 4173); the port is strict so tests never talk to a stale server.
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
server.printUrls();
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
