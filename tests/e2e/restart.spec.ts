import http from 'node:http';
import net from 'node:net';
import { expect, test } from './fixtures';
import { E2E_SPARE_PORT } from './env.mjs';
import { LEAD_PATH, leadBody, newOutboxDir, storedLeads } from './delivery-support';
import { startNextServer } from './spare-server';

/**
 * A restart cuts no request (server.mjs, lib/http/graceful-shutdown.mjs): the site's own
 * server, a lead half sent when SIGTERM arrives. The cluster's rolling restart under load is
 * in cluster.spec.ts. Viewport does not matter here, so this runs once. @desktop-only
 */

/** What a new TCP connection to `port` meets: 'accepted', or the error's code. */
const connectTo = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** A request over `agent`; resolves with the status and the body read whole. */
function request(port: number, agent: http.Agent, options: { method?: string; path: string; headers?: Record<string, string | number> }, send: (request: http.ClientRequest) => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, agent, ...options }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    send(outgoing);
  });
}

test.describe('the site server on SIGTERM @desktop-only', () => {
  test('a lead still arriving when SIGTERM comes is answered 200 and stored; a new connection is refused; the server exits having cut nothing', async ({}, testInfo) => {
    test.setTimeout(120_000);
    const port = E2E_SPARE_PORT + testInfo.parallelIndex;
    const outboxDir = newOutboxDir(`restart-${port}`);
    const server = await startNextServer(port, { OUTBOX_DIR: outboxDir, SHUTDOWN_GRACE_MS: '10000' });
    try {
      // A keep-alive connection left idle, as a proxy keeps them: the server must not wait for it.
      const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await request(port, idle, { path: '/robots.txt' }, (outgoing) => outgoing.end())).status).toBe(200);

      // The lead goes on a connection the server already serves (one request answered on it),
      // its headers and half its body now, the rest once SIGTERM has been sent.
      const leadAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await request(port, leadAgent, { path: '/robots.txt' }, (outgoing) => outgoing.end())).status).toBe(200);
      const email = `restart-${Date.now().toString(36)}@example.com`;
      const body = Buffer.from(leadBody(email, 'Sent while the server restarts.'));
      const half = Math.floor(body.length / 2);
      let finish: () => void = () => undefined;
      const lead = request(port, leadAgent, { method: 'POST', path: LEAD_PATH, headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } }, (outgoing) => {
        outgoing.write(body.subarray(0, half));
        finish = () => outgoing.end(body.subarray(half));
      });
      // eslint-disable-next-line no-restricted-syntax -- the server's taking the request in (headers read, counted as in flight) cannot be seen from outside; a second is far past loopback's delivery.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const signalled = Date.now();
      process.kill(-server.pid, 'SIGTERM');
      // Until the server has closed its listener, while the lead is still arriving (finish() comes after).
      await expect.poll(() => connectTo(port)).toBe('ECONNREFUSED');
      const newConnection = await connectTo(port);
      finish();
      const answer = await lead;
      const exitCode = await server.exited;
      const exitMs = Date.now() - signalled;
      console.log(`[restart] new connection after SIGTERM: ${newConnection}; lead: ${answer.status}; exit code ${exitCode} after ${exitMs} ms`);
      idle.destroy();
      leadAgent.destroy();

      expect(newConnection).toBe('ECONNREFUSED');
      expect(answer.status, answer.body).toBe(200);
      expect(storedLeads(outboxDir, email)).toHaveLength(1);
      // 0: everything finished before SHUTDOWN_GRACE_MS (1 would say the server cut requests).
      expect(exitCode).toBe(0);
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
