'use strict';
// janode imports unix-dgram for Janus' Unix-socket transport. Vitrine reaches Janus over its
// WebSocket API only (JANUS_URL is ws:// or wss://), so the native addon, built per Node ABI,
// is left out: one node_modules serves the suite on Node 20 and on Node 24.
exports.createSocket = function createSocket() {
  throw new Error('Janus over a Unix socket is not supported: set JANUS_URL to its ws:// API');
};
