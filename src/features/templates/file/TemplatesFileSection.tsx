import { useId, useRef, useState } from 'react';
import { useAnnounce } from '../../../components/useAnnounce';
import { downloadFile } from '../../../lib/files/downloadFile';
import { TEMPLATES_MOST, mergeTemplates, type Templates } from '../../../lib/templates/templates';
import {
  TEMPLATES_FILE_MAX_BYTES,
  TemplatesFileError,
  readTemplatesJson,
  templatesFileName,
  templatesJson,
} from './templatesFile';
import { counted } from '../../../lib/text/formatCount';

/**
 * Export the templates as a JSON file, and import such a file: how templates move to another browser,
 * since they are kept only in this one. An imported template with the name of one here replaces its text.
 */
export function TemplatesFileSection({
  accountSid,
  templates,
}: {
  accountSid: string;
  templates: Templates;
}) {
  const headingId = useId();
  const announce = useAnnounce();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const latestChoice = useRef(0);

  async function importFile(file: File) {
    const choice = ++latestChoice.current;
    setOutcome(null);
    let message: { ok: boolean; message: string };
    if (file.size > TEMPLATES_FILE_MAX_BYTES) {
      message = { ok: false, message: `${file.name} is too large for a templates file.` };
    } else {
      try {
        const read = readTemplatesJson(await file.text());
        const merged = mergeTemplates(accountSid, read.templates);
        const parts = [
          merged.added > 0 && `${counted(merged.added, 'template', 'templates')} added`,
          merged.replaced > 0 && `${counted(merged.replaced, 'template', 'templates')} replaced (same name)`,
        ].filter(Boolean);
        const notes = [
          read.leftOut.length > 0 &&
            `Left out ${counted(read.leftOut.length, 'entry', 'entries')} that ${read.leftOut.length === 1 ? 'is' : 'are'} not a template (number ${read.leftOut.slice(0, 10).join(', ')}${read.leftOut.length > 10 ? ', …' : ''} in the file).`,
          merged.leftOut > 0 &&
            `Left out ${counted(merged.leftOut, 'template', 'templates')}: ${TEMPLATES_MOST} is the most kept.`,
          !merged.stored &&
            'This browser did not keep them (its storage is full or turned off): they last until this page is closed.',
        ].filter(Boolean);
        const done = parts.length === 0 ? 'No template added.' : `${parts.join(', ')}.`;
        message = { ok: merged.stored && parts.length > 0, message: [done, ...notes].join(' ') };
      } catch (error) {
        message = {
          ok: false,
          message: `${file.name}: ${error instanceof TemplatesFileError ? error.message : 'the file could not be read.'}`,
        };
      }
    }
    if (choice !== latestChoice.current) return;
    setOutcome(message);
    setInputKey((key) => key + 1);
    announce(message.message);
  }

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h5">
        Move templates to another browser
      </h2>
      <p>Export them here as a file, then import the file there. Nothing is sent anywhere.</p>
      <button
        type="button"
        className="btn btn-outline-primary mb-3"
        disabled={templates.length === 0}
        onClick={() =>
          downloadFile(
            templatesFileName(new Date()),
            new Blob([templatesJson(templates)], { type: 'application/json;charset=utf-8' }),
          )
        }
      >
        Export {counted(templates.length, 'template', 'templates')}
      </button>
      <div className="mb-2">
        <label htmlFor={`${headingId}-file`} className="form-label">
          Import templates (a file exported here, .json)
        </label>
        <input
          key={inputKey}
          id={`${headingId}-file`}
          type="file"
          accept=".json,application/json"
          className="form-control"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file !== undefined) void importFile(file);
          }}
        />
      </div>
      {/* Said by the announcer; shown here for whoever looks. */}
      {outcome !== null && <p className={outcome.ok ? 'text-success' : 'text-danger'}>{outcome.message}</p>}
    </section>
  );
}
