import { useId, useRef, useState } from 'react';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { Field } from '../../../components/Field';
import { ContactsFileError } from '../../../lib/contactsFiles/contactsFile';
import { countryName } from '../../../lib/phoneNumbers/internationalNumbers';
import type { ReadContactsFile } from '../../../lib/contactsFiles/contactsFile';

/** Far beyond any list a tab should send to; small enough to read at once. */
const FILE_MOST_BYTES = 20 * 1024 * 1024;

export interface RecipientsInputProps {
  /** National numbers are read as this country's: the sending number's. */
  country: CountryCode | null;
  text: string;
  onText: (text: string) => void;
  /** A file read (its rows, read as numbers with the country then), or null for what is typed. */
  file: { name: string; read: ReadContactsFile } | null;
  onFile: (file: { name: string; read: ReadContactsFile } | null) => void;
  disabled: boolean;
}

/**
 * The recipients: typed or pasted one per line, or a CSV or vCard file of contacts (the Contacts import's
 * reader, downloaded when a file is chosen). A file takes the place of the lines until it is removed.
 */
export function RecipientsInput({ country, text, onText, file, onFile, disabled }: RecipientsInputProps) {
  const fileId = useId();
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const [inputKey, setInputKey] = useState(0);
  const national =
    country === null
      ? ''
      : ` Numbers without a country code are read as the From number's: +${getCountryCallingCode(country)}, ${countryName(country)}.`;

  async function read(chosen: File) {
    const choice = ++latest.current;
    setFailure(null);
    if (chosen.size > FILE_MOST_BYTES) {
      setFailure(`${chosen.name} is too large: a file of recipients can be up to 20 MB.`);
      return;
    }
    setReading(true);
    try {
      const { readContactsFile } = await import('../../../lib/contactsFiles/readContactsFile');
      const read = await readContactsFile(new Uint8Array(await chosen.arrayBuffer()));
      if (choice === latest.current) onFile({ name: chosen.name, read });
    } catch (error) {
      if (choice === latest.current)
        setFailure(
          `${chosen.name}: ${error instanceof ContactsFileError ? error.message : 'the file could not be read. Check your connection and try again.'}`,
        );
    } finally {
      if (choice === latest.current) setReading(false);
    }
  }

  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="h6">Recipients</legend>
      {file === null ? (
        <Field
          label="Numbers, one per line"
          hint={`A name may go before or after the number, after a comma: “Maya Lopez, (415) 555-0134”.${national}`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              value={text}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onText(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span>
            From <span className="fw-semibold">{file.name}</span>
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => {
              onFile(null);
              setInputKey((key) => key + 1);
            }}
          >
            Use typed numbers instead
          </button>
        </p>
      )}
      <div>
        <label htmlFor={fileId} className="form-label">
          Or a file of contacts (CSV or vCard, with names)
        </label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept=".csv,.vcf,.txt,text/csv,text/vcard"
          className="form-control"
          aria-describedby={failure === null ? undefined : `${fileId}-error`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen !== undefined) void read(chosen);
          }}
        />
        {reading && <p className="form-text mb-0">Reading the file…</p>}
        {failure !== null && (
          <p id={`${fileId}-error`} className="text-danger mt-1 mb-0" role="alert">
            {failure}
          </p>
        )}
      </div>
    </fieldset>
  );
}
