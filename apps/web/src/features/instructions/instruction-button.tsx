import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { InstructionPopup } from './instruction-popup';
import { instructionFor } from './texts';

export interface InstructionButtonProps {
  customId: number;
  /** Visible text; the accessible name always names the exercise (added when the label lacks it). */
  label?: string;
  className?: string;
}

/** Drop this on any exercise page: a button that opens the instruction popup for custom_id. */
export function InstructionButton({ customId, label = 'How to play', className }: InstructionButtonProps) {
  const [open, setOpen] = useState(false);
  const title = instructionFor(customId)?.title ?? `exercise ${customId}`;
  return (
    <>
      <Button
        variant="ghost"
        className={`instruction-button ${className ?? ''}`}
        aria-label={label.includes(title) ? undefined : `${label}: ${title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="instruction-button__icon">
          ?
        </span>
        {label}
      </Button>
      <InstructionPopup customId={customId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
