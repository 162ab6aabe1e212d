// view-image shows one picture full size. Callers pass { src, alt } as history state; without it the
// circuit's emblem is shown.
import { useHistoryState } from 'wouter/use-browser-location';

interface ImageState {
  src?: string;
  alt?: string;
}

export default function ViewImagePage() {
  const state = (useHistoryState<ImageState | null>() ?? {}) as ImageState;
  const src = state.src ?? '/icons/icon.svg';
  const alt = state.alt ?? 'The Psi Circuit emblem: a golden eye inside a circle of stars';
  return (
    <section className="page page--image" aria-labelledby="image-title">
      <h1 id="image-title">View image</h1>
      <figure className="image-viewer">
        <img src={src} alt={alt} />
        <figcaption>{alt}</figcaption>
      </figure>
      <p>
        <button type="button" className="btn btn--secondary" onClick={() => history.back()}>
          Back
        </button>
      </p>
    </section>
  );
}
