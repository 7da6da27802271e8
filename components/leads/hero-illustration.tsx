/** Decorative hero illustration for variant B: a resume sheet with an upward arrow. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" focusable="false" className={className}>
      <rect x="50" y="20" width="120" height="160" rx="10" className="fill-card stroke-border" strokeWidth="2" />
      <circle cx="80" cy="52" r="12" className="fill-brand/30" />
      <rect x="100" y="44" width="55" height="6" rx="3" className="fill-brand/60" />
      <rect x="100" y="56" width="40" height="5" rx="2.5" className="fill-muted-foreground/40" />
      {[84, 98, 112, 126, 140, 154].map((y, i) => (
        <rect key={y} x="66" y={y} width={i % 2 ? 70 : 88} height="5" rx="2.5" className="fill-muted-foreground/30" />
      ))}
      <path d="M150 150 L205 95" className="stroke-brand" strokeWidth="6" strokeLinecap="round" />
      <path d="M180 92 L207 92 L207 119" className="stroke-brand fill-none" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
