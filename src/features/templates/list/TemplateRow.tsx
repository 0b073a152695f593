import type { Template } from '../../../lib/templates/templates';
import './templatesList.css';

export interface TemplateRowProps {
  template: Template;
  /** Its place in the list, from 1, and how many there are: Move up and Move down stop at the ends. */
  position: number;
  count: number;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  /** The ids of Move up and Move down, so the focus can follow a moved template. */
  moveButtonId: (step: -1 | 1) => string;
}

/** One template: its name, its text as it is written, and what can be done to it, each button naming it. */
export function TemplateRow({
  template,
  position,
  count,
  onEdit,
  onMove,
  onDelete,
  moveButtonId,
}: TemplateRowProps) {
  const { name, text } = template;
  return (
    <li className="template-row">
      <div className="template-row__head">
        <h3 className="h6 mb-0 text-break">/{name}</h3>
        <span className="ms-auto d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onEdit}>
            Edit <span className="visually-hidden">{name}</span>
          </button>
          <button
            id={moveButtonId(-1)}
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            Move up <span className="visually-hidden">{name}</span>
          </button>
          <button
            id={moveButtonId(1)}
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={position === count}
            onClick={() => onMove(1)}
          >
            Move down <span className="visually-hidden">{name}</span>
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete}>
            Delete <span className="visually-hidden">{name}</span>
          </button>
        </span>
      </div>
      <p className="template-row__text mb-0">{text}</p>
    </li>
  );
}
