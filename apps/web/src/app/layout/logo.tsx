/** The Sapar word mark with a plane in a rounded square. */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b6fb8" />
        <path d="M14 38l36-16-6 8-22 10z" fill="#fff" />
        <path d="M22 40l6 10 4-8z" fill="#bfe7f5" />
        <circle cx="48" cy="18" r="4" fill="#3cc6b5" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: 22, letterSpacing: '-0.02em', color: 'var(--color-text)' }}>Sapar</span>
    </span>
  );
}
