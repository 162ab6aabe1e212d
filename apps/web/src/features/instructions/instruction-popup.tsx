import { Link } from 'wouter';
import { Modal } from '../../components/ui/modal';
import type { InstructionText } from './instruction-text';

export interface InstructionPopupProps {
  /** The instruction of one exercise (spec §2: custom_id 1 to 16). */
  text: InstructionText;
  open: boolean;
  onClose: () => void;
}

/** Spec §2: a modal with a Close button that shows the instruction of exercise custom_id. */
export function InstructionPopup({ text, open, onClose }: InstructionPopupProps) {
  return (
    <Modal open={open} onClose={onClose} title={`${text.customId}. ${text.title}`} className="instruction-popup">
      {text.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <Link href={`/view-image?exercise=${text.customId}`} onClick={onClose}>
          View the artwork of {text.title}
        </Link>
      </p>
    </Modal>
  );
}
