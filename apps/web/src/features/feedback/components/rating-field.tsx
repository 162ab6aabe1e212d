// An optional 1-5 rating as a radio group: every option is a named, keyboard-reachable control.
import { useId } from 'react';

const LABELS = ['No rating', '1', '2', '3', '4', '5'];

export function RatingField({ value, onChange }: { value: number | null; onChange: (next: number | null) => void }) {
  const name = useId();
  return (
    <fieldset className="rating">
      <legend>How do you rate Psi Circuit? (optional, 5 is best)</legend>
      <div className="rating__options">
        {LABELS.map((label, index) => {
          const rating = index === 0 ? null : index;
          return (
            <label key={label} className="rating__option">
              <input
                type="radio"
                name={name}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-label={rating === null ? 'No rating' : `${rating} out of 5`}
              />
              <span aria-hidden="true">{rating === null ? 'None' : `★ ${label}`}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
