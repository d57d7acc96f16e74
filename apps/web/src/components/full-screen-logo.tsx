import { Logo } from './logo.tsx';

type FullScreenLogoProps = { label?: string };

/** The full-screen logo shown while a screen (or the session check) loads. */
export function FullScreenLogo({ label = 'Loading Vitrine' }: FullScreenLogoProps) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        background: 'var(--mantine-color-body, #fff)',
      }}
    >
      <span className="vitrine-pulse">
        <Logo size={48} />
      </span>
    </div>
  );
}
