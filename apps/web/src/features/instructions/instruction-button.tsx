import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { InstructionPopup } from './instruction-popup';
import type { InstructionText } from './instruction-text';

export interface InstructionButtonProps {
  /** The exercise's instruction (its own folder's text; features/instructions/texts.ts has all sixteen). */
  text: InstructionText;
  /** Visible text; the accessible name always names the exercise (added when the label lacks it). */
  label?: string;
  className?: string;
}

/** Drop this on any exercise page: a button that opens the instruction popup of that exercise. */
export function InstructionButton({ text, label = 'How to play', className }: InstructionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className={`instruction-button ${className ?? ''}`}
        aria-label={label.includes(text.title) ? undefined : `${label}: ${text.title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="instruction-button__icon">
          ?
        </span>
        {label}
      </Button>
      <InstructionPopup text={text} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
