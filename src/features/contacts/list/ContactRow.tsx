import './contacts.css';

export interface ContactRowProps {
  name: string;
  numberLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** One contact: its name and number, and what can be done to it, each button naming whose it is. */
export function ContactRow({ name, numberLabel, onEdit, onDelete }: ContactRowProps) {
  return (
    <li className="contact-row">
      <span className="fw-semibold text-break">{name}</span>
      <span className="text-body-secondary text-nowrap">{numberLabel}</span>
      <span className="ms-auto d-flex gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onEdit}>
          Edit <span className="visually-hidden">{name}</span>
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete}>
          Delete <span className="visually-hidden">{name}</span>
        </button>
      </span>
    </li>
  );
}
