import { Link } from 'wouter';
import { Modal } from '../../components/ui/modal';
import { instructionFor } from './texts';

export interface InstructionPopupProps {
  /** The exercise number of spec §2, 1 to 16. */
  customId: number;
  open: boolean;
  onClose: () => void;
}

/** Spec §2: a modal with a Close button that shows the instruction of exercise custom_id. */
export function InstructionPopup({ customId, open, onClose }: InstructionPopupProps) {
  const text = instructionFor(customId);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text ? `${text.customId}. ${text.title}` : 'Instructions'}
      className="instruction-popup"
    >
      {text ? text.paragraphs.map((p) => <p key={p}>{p}</p>) : <p>There is no instruction for exercise {customId}.</p>}
      {text ? (
        <p>
          <Link href={`/view-image?exercise=${text.customId}`} onClick={onClose}>
            View the artwork of {text.title}
          </Link>
        </p>
      ) : null}
    </Modal>
  );
}
