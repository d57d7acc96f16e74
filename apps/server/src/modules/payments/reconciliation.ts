/**
 * Runs `reconcile` every `intervalMs` (never two runs at once) until stopped. The timer does not
 * keep the process alive; `stop` waits for a run in progress.
 */
export function startReconciliation(options: {
  intervalMs: number;
  reconcile: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  if (options.intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options
      .reconcile()
      .then(() => undefined, options.onError)
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
