type LogoProps = {
  /** Height of the mark in px; the word scales with it. */
  size?: number;
  /** Hide the word and keep only the mark. */
  markOnly?: boolean;
};

/** The Vitrine mark (a shop window) and wordmark; decorative text stays in the accessible name. */
export function Logo({ size = 28, markOnly = false }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="4" width="28" height="24" rx="5" fill="#3b5bdb" />
        <path d="M6 11h20" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M9 15l7 8 7-8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      {markOnly ? null : (
        <span
          style={{
            fontWeight: 700,
            fontSize: size * 0.8,
            letterSpacing: '-0.02em',
            color: 'var(--mantine-color-text, #1a1b1e)',
          }}
        >
          Vitrine
        </span>
      )}
    </span>
  );
}
