import { useLayoutEffect, useRef, useState } from 'react';
import { LazyTemplateDialog } from '../../components/LazyTemplateDialog';
import { useAnnounce } from '../../components/useAnnounce';
import {
  addTemplate,
  moveTemplate,
  readTemplates,
  removeTemplate,
  sameTemplateName,
  useTemplates,
  type Template,
} from '../../lib/templates/templates';
import { useCredentials } from '../../lib/session/useCredentials';
import { TemplatesFileSection } from './file/TemplatesFileSection';
import { TemplateRow } from './list/TemplateRow';

function moveButtonId(templateId: string, step: -1 | 1): string {
  return `template-${templateId}-${step === -1 ? 'up' : 'down'}`;
}

type Editing = { kind: 'new' } | { kind: 'edit'; template: Template };

/**
 * The account's saved replies on this browser: write one, change one, put them in the order the menus
 * show them, delete one (and take the deletion back), and move them to another browser as a file.
 */
export function TemplatesPage() {
  const { credentials } = useCredentials();
  const accountSid = credentials?.accountSid ?? '';
  const templates = useTemplates(accountSid);
  const announce = useAnnounce();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleted, setDeleted] = useState<{ template: Template; index: number } | null>(null);
  // A moved template keeps the focus on the button pressed, or on the other one once it reached an end.
  const [moved, setMoved] = useState<{ id: string; step: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    if (moved === null) return;
    const pressed = document.getElementById(moveButtonId(moved.id, moved.step));
    const other = document.getElementById(moveButtonId(moved.id, moved.step === -1 ? 1 : -1));
    (pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : other)?.focus();
  }, [moved, templates]);

  function move(template: Template, step: -1 | 1) {
    moveTemplate(accountSid, template.id, step);
    const place = readTemplates(accountSid).findIndex(({ id }) => id === template.id) + 1;
    setMoved({ id: template.id, step });
    announce(`${template.name} is number ${place} of ${templates.length}.`);
  }

  function remove(template: Template, index: number) {
    removeTemplate(accountSid, template.id);
    setDeleted({ template, index });
    announce(`Deleted ${template.name}.`);
  }
  // Delete went with its row: the focus goes to Undo.
  const undoRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (deleted !== null) undoRef.current?.focus();
  }, [deleted]);

  function undo({ template, index }: { template: Template; index: number }) {
    // Unless a template of that name was written meanwhile.
    const taken = readTemplates(accountSid).some(({ name }) => sameTemplateName(name, template.name));
    if (!taken) addTemplate(accountSid, template, index);
    setDeleted(null);
    announce(
      taken
        ? `${template.name} was not put back: a template of that name was written since.`
        : `${template.name} is back.`,
    );
  }

  return (
    <>
      <p className="text-body-secondary">
        Saved replies for the Composer and a conversation&apos;s reply box: insert one with their Templates
        button, or type / and the first letters of its name. They are kept in this browser only, for this
        account, and never sent anywhere.
      </p>
      <p className="text-body-secondary">
        A template can hold <code>{'{first_name}'}</code> and <code>{'{name}'}</code>, from the
        recipient&apos;s name in your contacts, and <code>{'{my_number}'}</code>, the number it is sent from.
        One the recipient has no value for stays in the message box, and is not sent until you replace it.
      </p>
      <button type="button" className="btn btn-primary mb-3" onClick={() => setEditing({ kind: 'new' })}>
        New template
      </button>
      {deleted !== null && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span>Deleted {deleted.template.name}.</span>
          <button
            ref={undoRef}
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => undo(deleted)}
          >
            Undo
          </button>
        </p>
      )}
      {templates.length === 0 ? (
        <p>No templates yet. Write one with New template, or import a file below.</p>
      ) : (
        <ol className="template-list list-unstyled" aria-label="Templates">
          {templates.map((template, index) => (
            <TemplateRow
              key={template.id}
              template={template}
              position={index + 1}
              count={templates.length}
              onEdit={() => setEditing({ kind: 'edit', template })}
              onMove={(step) => move(template, step)}
              onDelete={() => remove(template, index)}
              moveButtonId={(step) => moveButtonId(template.id, step)}
            />
          ))}
        </ol>
      )}
      <TemplatesFileSection accountSid={accountSid} templates={templates} />
      {editing !== null && (
        <LazyTemplateDialog
          accountSid={accountSid}
          template={editing.kind === 'edit' ? editing.template : undefined}
          onHide={() => setEditing(null)}
        />
      )}
    </>
  );
}
