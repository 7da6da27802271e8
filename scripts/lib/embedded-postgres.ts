/**
 * The embedded default database: PGlite (Postgres compiled to WASM) served over the Postgres
 * wire protocol, so the app only ever speaks to a postgres:// URL.
 */
import fs from "node:fs";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type EmbeddedPostgres = { url: string; port: number; stop: () => Promise<void> };

export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        const addr = srv.address();
        const chosen = typeof addr === "object" && addr ? addr.port : port;
        srv.close(() => resolve(chosen));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      // taken: fall through to a random free port
    }
  }
  return tryPort(0);
}

/**
 * Starts PGlite with its data in `dataDir` ("memory://" for a throwaway database).
 * Several clients may connect (the socket server queues their queries), but PGlite runs a
 * single session, so the app uses one pooled connection (EMBEDDED_DB=1).
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port?: number }): Promise<EmbeddedPostgres> {
  if (opts.dataDir !== "memory://") fs.mkdirSync(opts.dataDir, { recursive: true });
  const pg = await PGlite.create(opts.dataDir === "memory://" ? undefined : opts.dataDir);
  const port = await freePort(opts.port);
  const server = new PGLiteSocketServer({ db: pg, port, host: "127.0.0.1", maxConnections: 8 });
  await server.start();
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  return {
    url,
    port,
    stop: async () => {
      await server.stop().catch(() => {});
      await pg.close().catch(() => {});
    },
  };
}
