import { useId, type ReactNode, type SVGProps } from 'react';
import { LABELS, labelOf } from '@psi/engine';

/** Props every art component accepts: an accessible name override and a class hook for sizing/animation. */
export interface ArtProps {
  /** Accessible name; each component has a sensible default. */
  label?: string;
  className?: string;
}

type ArtSvgProps = Omit<SVGProps<SVGSVGElement>, 'role'> & {
  label: string;
  viewBox: string;
  className?: string;
  children: ReactNode;
};

/**
 * The root of every piece: sized only by its viewBox (the container decides the size),
 * announced as one image with a name (role="img" + aria-label + <title>).
 */
export function ArtSvg({ label, viewBox, className, children, ...rest }: ArtSvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      role="img"
      aria-label={label}
      className={className ? `psi-art ${className}` : 'psi-art'}
      {...rest}
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

/**
 * Gradient/filter ids must be unique per instance: the same card is drawn several times on one page,
 * and a duplicated id would make every copy paint with the first copy's definitions.
 */
export function useArtIds<K extends string>(...names: K[]): Record<K, { id: string; url: string }> {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const out = {} as Record<K, { id: string; url: string }>;
  for (const name of names) {
    const id = `psi${base}${name}`;
    out[name] = { id, url: `url(#${id})` };
  }
  return out;
}

export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

/** Title-case a key for default labels: 'see-no-evil' -> 'See no evil'. */
export function humanise(key: string): string {
  // The engine's table of labels first ("ufo" → "UFO"), so art and messages name things alike.
  if (Object.prototype.hasOwnProperty.call(LABELS, key)) return labelOf(key);
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A curved four-point sparkle centred on (x, y) with radius r: the circuit's little star. */
export function sparkle(x: number, y: number, r: number): string {
  return `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
}

/** A soft blur glow: put it in <defs> and set filter={url} on a copy of the shape drawn underneath. */
export function GlowFilter({ id, blur = 3 }: { id: string; blur?: number }) {
  return (
    <filter id={id} x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation={blur} />
    </filter>
  );
}
