import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { describeApiError, toApiError } from '../lib/api-error.ts';

// Every page mounts the provider; the toast's components load only with the first message, so
// they stay out of the home page's first download.
const ActionFeedbackToast = lazy(() => import('./action-feedback-toast.tsx'));

/** How long a confirmation stays before it fades (it can be closed sooner). */
const SHOWN_MS = 8000;

/** What a finished action says: fixed words, or words made from what the server answered. */
export type DoneMessage<T> = string | ((result: T) => string);

export type ActionFeedback = {
  /** Says what an action did, politely (role=status): "Payout requested." */
  confirm: (message: string) => void;
  /** Says that an action failed and why (role=alert); it stays until closed or replaced. */
  fail: (message: string) => void;
  /**
   * For a form or dialog that shows its own failure in place and stays open: confirms `done`
   * once `work` succeeds, and lets a failure through (rethrown) for the form to show.
   */
  after: <T>(work: Promise<T>, done: DoneMessage<T>) => Promise<T>;
  /**
   * For a button or a dialog with no place of its own for an error: confirms `done` on success;
   * on failure says "`failed`: <what the server said>" as an alert. Resolves with the result,
   * or `undefined` after a failure, so a dialog closes only when it worked. `done` is left out
   * only where success shows itself: the page the action opens.
   */
  run: <T>(
    work: () => Promise<T>,
    messages: { done?: DoneMessage<T>; failed: string },
  ) => Promise<T | undefined>;
};

type Shown = { message: string; tone: 'done' | 'failed'; at: number };

const say = <T,>(done: DoneMessage<T>, result: T) =>
  typeof done === 'function' ? done(result) : done;

/** What a failed action says: what was attempted, then why it did not work. */
export const failureMessage = (failed: string, error: unknown) =>
  `${failed}: ${describeApiError(toApiError(error))}`;

const quiet: ActionFeedback = {
  confirm: () => {},
  fail: () => {},
  after: (work) => work,
  run: async (work) => {
    try {
      return await work();
    } catch {
      return undefined;
    }
  },
};

const ActionFeedbackContext = createContext<ActionFeedback>(quiet);

const regionStyle = {
  position: 'fixed',
  insetInline: 0,
  bottom: 'var(--mantine-spacing-md)',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 400,
} as const;

/**
 * Says what an action did once the form or dialog that did it has closed ("Meeting cancelled;
 * 30 credits are back in your balance."), or why it failed. Two live regions for the whole
 * app, a polite status for confirmations and an alert for failures, so a screen reader hears
 * them and a sighted person sees them at the bottom of the screen.
 */
export function ActionFeedbackProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const confirm = useCallback(
    (message: string) => setShown({ message, tone: 'done', at: Date.now() }),
    [],
  );
  const fail = useCallback(
    (message: string) => setShown({ message, tone: 'failed', at: Date.now() }),
    [],
  );
  const value = useMemo<ActionFeedback>(
    () => ({
      confirm,
      fail,
      after: async (work, done) => {
        const result = await work;
        confirm(say(done, result));
        return result;
      },
      run: async (work, { done, failed }) => {
        try {
          const result = await work();
          if (done !== undefined) confirm(say(done, result));
          return result;
        } catch (error) {
          fail(failureMessage(failed, error));
          return undefined;
        }
      },
    }),
    [confirm, fail],
  );
  useEffect(() => {
    // A failure stays until it is closed or replaced: it may need reading twice.
    if (!shown || shown.tone === 'failed') return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  // The live regions are always there (a region added with its text is often not read out);
  // the role goes on the message itself, so an empty region is no status or alert of the page.
  const toast = (tone: Shown['tone']) =>
    shown?.tone === tone ? (
      <div role={tone === 'done' ? 'status' : 'alert'} key={shown.at}>
        <Suspense fallback={shown.message}>
          <ActionFeedbackToast
            message={shown.message}
            tone={shown.tone}
            dismiss={() => setShown(null)}
          />
        </Suspense>
      </div>
    ) : null;
  return (
    <ActionFeedbackContext value={value}>
      {children}
      <div style={regionStyle} data-action-feedback>
        <div aria-live="polite" aria-atomic="true" data-tone="done">
          {toast('done')}
        </div>
        <div aria-live="assertive" aria-atomic="true" data-tone="failed">
          {toast('failed')}
        </div>
      </div>
    </ActionFeedbackContext>
  );
}

/**
 * How a component says what its action did: `const feedback = useActionFeedback();` then
 * `feedback.run(() => cancel(id).unwrap(), { done: 'Meeting cancelled.', failed: 'The meeting
 * was not cancelled' })`. Every mutation the web app sends goes through it, or says beside
 * its hook how its outcome shows in place (`action-feedback.test.ts` checks).
 */
export const useActionFeedback = (): ActionFeedback => use(ActionFeedbackContext);
