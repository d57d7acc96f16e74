import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

// Every page mounts the provider; the toast's components load only with the first confirmation,
// so they stay out of the home page's first download.
const ActionFeedbackToast = lazy(() => import('./action-feedback-toast.tsx'));

/** How long a confirmation stays before it fades (it can be closed sooner). */
const SHOWN_MS = 8000;

type Confirm = (message: string) => void;

const ActionFeedbackContext = createContext<Confirm>(() => {});

/**
 * Says what an action did once the form or dialog that did it has closed ("Meeting cancelled;
 * 30 credits are back in your balance."). One polite live region for the whole app, so a screen
 * reader hears it and a sighted person sees it at the bottom of the screen.
 */
export function ActionFeedbackProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ message: string; at: number } | null>(null);
  const confirm = useCallback<Confirm>((message) => setShown({ message, at: Date.now() }), []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <ActionFeedbackContext value={confirm}>
      {children}
      <div
        aria-live="polite"
        aria-atomic="true"
        data-action-feedback
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 'var(--mantine-spacing-md)',
          display: 'flex',
          justifyContent: 'center',
          pointerEvents: 'none',
          zIndex: 400,
        }}
      >
        {shown ? (
          <Suspense fallback={shown.message}>
            <ActionFeedbackToast
              key={shown.at}
              message={shown.message}
              dismiss={() => setShown(null)}
            />
          </Suspense>
        ) : null}
      </div>
    </ActionFeedbackContext>
  );
}

/** Confirms an action that closed its form or dialog: `confirm('Review saved.')`. */
export const useActionFeedback = (): Confirm => use(ActionFeedbackContext);
