// The browser stage's servers: one per shard (demo data seeded) and one for the own-data project (no seed), on
// E2E_PORT, E2E_PORT + 1, E2E_PORT + 2, E2E_PORT + 3. playwright.config.ts gives each project its server's address;
// servers.ts starts them.

export interface E2eServer {
  port: number;
  baseURL: string;
  seedDemo: boolean;
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const server = (port: number, seedDemo: boolean): E2eServer => ({
  port,
  baseURL: `http://127.0.0.1:${port}`,
  seedDemo,
});

/** The shards' servers (sweep, dialogs, flows) and then the own-data server. */
export const E2E_SERVERS: E2eServer[] = [
  server(PORT, true),
  server(PORT + 1, true),
  server(PORT + 2, true),
  server(PORT + 3, false),
];
