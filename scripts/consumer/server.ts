// The real EquipDesk API for the consumer's plain Node app (scripts/consumer/nodeApp.mjs): in memory, a small demo
// seed, no console. Prints `{"url": …}` once it listens and closes on SIGTERM. Run with `tsx` and the source condition.
import { startServer } from '../../packages/server/src/index';

const server = await startServer({ port: 0, memory: true, staticDir: null, seed: { scale: 50 }, logger: false });
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
