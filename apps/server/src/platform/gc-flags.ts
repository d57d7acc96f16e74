import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags the server process runs with, set before anything else is loaded (server.ts imports
 * this module first), so that they hold however the process is started: `npm start`, a
 * container's `node …`, a process manager. NODE_OPTIONS cannot carry them.
 *
 * No allocation-site pretenuring. V8 watches each place in the code that makes objects and, when
 * most of what one place made outlived two young-generation collections, makes that place
 * allocate straight into the old generation from then on. Start-up trains it on the wrong
 * lesson: loading the modules builds thousands of objects that live for ever (table
 * definitions, schemas, SQL fragments) in the same library functions that later build a
 * request's short-lived query and answer. Once such a place is "tenured", every request's
 * objects from it go to the old generation, which only a mark-compact frees, and nothing
 * corrects the decision (objects made in the old generation carry no survival feedback). Under
 * `bench:api` with the caches off, that was a young collection costing 8–9 ms instead of 1.5 and
 * a mark-compact every 5 s: −15 to −30 % requests a second, p99 4 → 9–19 ms, on whichever
 * start-up happened to tenure. Off, request objects die young, as they should; a start-up's
 * long-lived objects are copied through the young generation before they settle, work of the
 * start-up only (docs/adr/0470-the-server-turns-off-allocation-site-pretenuring.md).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
