// Issue 34: Node's HTTP timeouts are set deliberately. A client that sends part of its headers and then nothing
// (slowloris) is cut off after headersTimeout, while others are served meanwhile. Waits ~20 s: the stress project.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { SERVER_TIMEOUTS } from './server-timeouts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(url).port);
});
afterAll(async () => t.close());

describe('HTTP server timeouts', () => {
  it('are the chosen values on the listening server', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    // Node requires headersTimeout ≤ requestTimeout; a keep-alive gap shorter than the headers allowance.
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
  });

  it('cuts off a client that never finishes its headers; others are served meanwhile', async () => {
    const started = Date.now();
    const slow = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    let answer = '';
    slow.on('data', (d) => (answer += String(d)));
    const closed = new Promise<number>((resolve) => slow.once('close', () => resolve(Date.now() - started)));
    const health = await new Promise<number>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/api/health`, (res) => (res.resume(), resolve(res.statusCode!)))
        .on('error', reject),
    );
    expect(health).toBe(200);
    const after = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Not before the allowance; the 408 says the server's headers timeout closed it (a client-side or test timeout would
    // leave no answer). No upper bound in milliseconds: a busy machine runs the server's check late (issue 46).
    expect(after).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout - 1000);
  });
});
