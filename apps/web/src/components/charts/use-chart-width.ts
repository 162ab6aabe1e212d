import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Width of the chart's box in CSS pixels, followed as it resizes. Charts draw with viewBox = this
 * width, so their 12 px text stays 12 px on a phone and on a desk instead of scaling with the box.
 * Falls back to `fallback` where ResizeObserver is missing (very old browsers).
 */
export function useChartWidth<T extends HTMLElement>(fallback = 360, min = 260, max = 720) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const apply = (w: number) => {
      if (w > 0) setWidth(Math.round(Math.min(max, Math.max(min, w))));
    };
    apply(el.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => apply(entries[0]?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [min, max]);
  return { ref, width };
}
