// The Psi Circuit emblem: an eye inside a ring of stars (also public/icons/icon.svg).
export interface EmblemProps {
  size?: number;
  className?: string;
  /** Decorative by default; give a title to make it an image with a name. */
  title?: string;
}

const STARS = Array.from({ length: 12 }, (_, i) => {
  const a = (i / 12) * Math.PI * 2;
  return { x: 50 + 42 * Math.cos(a), y: 50 + 42 * Math.sin(a), r: i % 3 === 0 ? 2.4 : 1.4 };
});

export function Emblem({ size = 40, className, title }: EmblemProps) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <circle cx="50" cy="50" r="47" fill="none" stroke="var(--gold, #e8c872)" strokeWidth="1.5" opacity="0.7" />
      {STARS.map((s, i) => (
        <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="var(--gold, #e8c872)" />
      ))}
      <path
        d="M18 50 Q50 22 82 50 Q50 78 18 50 Z"
        fill="none"
        stroke="var(--gold, #e8c872)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="50" r="12" fill="var(--violet, #7b6cf6)" />
      <circle cx="50" cy="50" r="5.5" fill="#0b0a24" />
      <circle cx="46" cy="46" r="2.2" fill="#fff" opacity="0.85" />
    </svg>
  );
}
