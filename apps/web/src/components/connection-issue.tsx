import { Logo } from './logo.tsx';

/**
 * Replaces the app while the browser is offline; the app comes back by itself on
 * the 'online' event. Plain markup so it needs nothing from the network.
 */
export function ConnectionIssue() {
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 10000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
        background: 'var(--mantine-color-body, #fff)',
        color: 'var(--mantine-color-text, #1a1b1e)',
      }}
    >
      <Logo size={40} />
      <svg
        width="48"
        height="48"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="#495057"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 18h.01" />
        <path d="M9.172 15.172a4 4 0 0 1 5.656 0" />
        <path d="M6.343 12.343a7.963 7.963 0 0 1 3.864 -2.14m4.163 .155a7.965 7.965 0 0 1 3.287 2" />
        <path d="M3.515 9.515a12 12 0 0 1 3.544 -2.455m3.101 -.92a12 12 0 0 1 10.325 3.374" />
        <path d="M3 3l18 18" />
      </svg>
      <h1 style={{ margin: 0, fontSize: 24 }}>Connection issue</h1>
      <p style={{ margin: 0, maxWidth: 440 }}>
        You seem to be offline. Check your internet connection; Vitrine will carry on where you left
        off as soon as you are back online.
      </p>
    </div>
  );
}
