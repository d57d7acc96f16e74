// The part of autocannon 9's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9?: number;
  };
  type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
