import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Disclosure } from '../../../components/Disclosure';
import { LazyTemplateDialog } from '../../../components/LazyTemplateDialog';
import { ROUTES } from '../../../config/routes';
import type { TemplateInsertion } from './useTemplateInsertion';
import './templates.css';

export interface TemplatesMenuProps {
  accountSid: string;
  insertion: TemplateInsertion;
  /** What the box holds: offered as a new template's text. */
  text: string;
  /** Upward at a thread's foot, where a panel below would be off the pane. */
  opens: 'up' | 'down';
}

/**
 * Beside a message box: the account's templates to insert at the caret, and "Save as template" for what
 * is typed. The Templates page is offered only while the box is empty, as going there leaves this one.
 */
export function TemplatesMenu({ accountSid, insertion, text, opens }: TemplatesMenuProps) {
  const [saving, setSaving] = useState<string | null>(null);
  const { templates } = insertion;
  const typed = text.trim() !== '';
  return (
    <>
      <Disclosure
        label="Templates"
        className={opens === 'up' ? 'templates-menu templates-menu--up' : 'templates-menu'}
        toggleClassName="btn btn-sm btn-outline-secondary"
        panelClassName="popover-panel templates-menu__panel"
      >
        {templates.length === 0 ? (
          <p className="small px-2 py-1 mb-1">No templates yet.</p>
        ) : (
          <>
            <p className="small text-body-secondary px-2 pt-1 mb-1">Insert, or type / and its name:</p>
            {templates.map((template) => (
              <button
                key={template.id}
                type="button"
                className="btn btn-sm popover-panel__choice templates-menu__choice"
                title={template.text}
                data-closes-disclosure
                onClick={() => insertion.insert(template)}
              >
                {template.name}
              </button>
            ))}
          </>
        )}
        <hr className="my-1" />
        {typed ? (
          <button
            type="button"
            className="btn btn-sm popover-panel__choice"
            data-closes-disclosure
            onClick={() => setSaving(text)}
          >
            Save as template
          </button>
        ) : (
          <Link to={ROUTES.templates} className="btn btn-sm popover-panel__choice">
            Manage templates
          </Link>
        )}
      </Disclosure>
      {saving !== null && (
        <LazyTemplateDialog accountSid={accountSid} initialText={saving} onHide={() => setSaving(null)} />
      )}
    </>
  );
}
