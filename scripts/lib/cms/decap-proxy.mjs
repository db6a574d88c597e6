/**
 * Decap's proxy (decap-server's file-system mode) listening on a Unix socket (a named pipe on Windows) instead
 * of a port: a web page can reach any loopback port, by DNS rebinding or plain requests, but not a socket in a
 * folder only this user can open. Only the gate in front of it (host-gate.ts), which checks every path a request
 * names, connects to it. Started by cms.ts with the socket's path in DECAP_SOCKET and the checkout in
 * GIT_REPO_DIRECTORY; prints "ready" once it listens.
 */
import { createRequire } from 'node:module';

const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server'));
const express = fromDecap('express');
const { registerLocalFs } = fromDecap('./middlewares.js');

const socket = process.env.DECAP_SOCKET;
if (!socket) {
  console.error('DECAP_SOCKET is not set');
  process.exit(1);
}
const app = express();
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? 'warn' });
app.listen(socket, () => console.log('ready'));
