import { Component, type ErrorInfo, type ReactNode } from 'react';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { error: Error | null };

/**
 * An uncaught render error shows a full-height error view with the error message.
 * Plain markup and inline styles, so it still works when the error came from the UI library.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught render error:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        style={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 16,
          padding: 24,
          textAlign: 'center',
          fontFamily: 'system-ui, sans-serif',
          color: '#1a1b1e',
          background: '#fff',
        }}
      >
        <h1 style={{ margin: 0, fontSize: 24 }}>Vitrine stopped working</h1>
        <p style={{ margin: 0, maxWidth: 560 }}>{error.message || 'An unknown error occurred.'}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{
            font: 'inherit',
            padding: '8px 16px',
            borderRadius: 6,
            border: 'none',
            background: '#3b5bdb',
            color: '#fff',
            cursor: 'pointer',
          }}
        >
          Reload
        </button>
      </div>
    );
  }
}
