import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type AfterReply = {
  /**
   * Runs `work` once the current reply has gone out (errors are logged under `what`), so the
   * answer's timing says nothing about what the work finds; shutdown waits for it.
   */
  run: (what: string, work: () => Promise<unknown>) => void;
  /** Resolves when no work started by `run` is still going. */
  settled: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: AfterReply;
  }
}

export const afterReplyPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const settled = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };
    app.decorate('afterReply', {
      run(what, work) {
        const job = new Promise<void>((resolve) => setImmediate(resolve)).then(work).then(
          () => {},
          (error: unknown) => app.log.error({ err: error }, `${what} failed`),
        );
        pending.add(job);
        void job.finally(() => pending.delete(job));
      },
      settled,
    } satisfies AfterReply);
    // Before the database closes.
    app.addHook('preClose', settled);
  },
  { name: 'after-reply' },
);
