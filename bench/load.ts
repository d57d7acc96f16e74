/**
 * The load generator of the HTTP benchmarks, in a process of its own (started by harness.ts's
 * `load`): autocannon on this process's main thread, so neither the app nor the hello-world
 * shares a process with the requests it answers. Takes one `LoadRequest` message, loads, sends
 * the result back and exits.
 */
import autocannon from 'autocannon';

export type LoadRequest = {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  duration: number;
};
export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

process.once('message', async ({ url, paths, headers, connections, duration }: LoadRequest) => {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
  });
  process.send!(
    {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    } satisfies LoadResult,
    () => process.exit(0),
  );
});
