import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { Field } from '../../../components/Field';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { saveContactNames, type Contacts } from '../../../lib/contacts/contacts';
import type { Credentials } from '../../../lib/twilio/credentials';
import { ContactsFileError } from '../../../lib/contactsFiles/contactsFile';
import { ImportPreview } from './ImportPreview';
import { usualCountry } from './importCountry';
import { useAccountNumbers } from './useAccountNumbers';
import { planImport } from './planImport';
import type { ReadFile } from '../../../lib/contactsFiles/readContactsFile';
import { counted, formatCount } from '../../../lib/text/formatCount';

/** Far beyond any address book (Google's 25,000 contacts are a few MB), small enough to read at once. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

type Step =
  | { kind: 'choosing'; error: string | null }
  | { kind: 'reading'; fileName: string }
  | { kind: 'previewing'; fileName: string; file: ReadFile };

/**
 * Import contacts from a CSV or vCard file: the file is read in this browser (the parser downloaded only
 * then), shown as a preview with every line that cannot be imported, and saved only when the person says
 * so, all at once.
 */
export function ContactsImport({ credentials, kept }: { credentials: Credentials; kept: Contacts }) {
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choosing', error: null });
  // Undefined until the person chooses; their choice may be no country at all.
  const [chosenCountry, setChosenCountry] = useState<CountryCode | null | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  // A file chosen while another is read wins: the first one's result is dropped.
  const latestChoice = useRef(0);
  const [inputKey, setInputKey] = useState(0);
  // The preview's buttons go away when it ends: the focus goes to what was done, or back to the field.
  const [focusAfter, setFocusAfter] = useState<{ target: 'done' | 'field' } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusAfter !== null) (focusAfter.target === 'done' ? doneRef : fieldRef).current?.focus();
  }, [focusAfter]);

  const accountNumbers = useAccountNumbers(credentials, step.kind === 'previewing');
  const accountCountry = useMemo(
    () => usualCountry(accountNumbers.state === 'known' ? accountNumbers.numbers : [], navigator.language),
    [accountNumbers],
  );
  const country = chosenCountry === undefined ? accountCountry : chosenCountry;
  const plan = useMemo(
    () => (step.kind === 'previewing' ? planImport(step.file, country, kept) : null),
    [step, country, kept],
  );

  async function read(chosen: File) {
    const choice = ++latestChoice.current;
    setDone(null);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setStep({
        kind: 'choosing',
        error: `${chosen.name} is ${megabytes(chosen.size)}: a contacts file can be up to ${megabytes(IMPORT_MAX_BYTES)}.`,
      });
      return;
    }
    setStep({ kind: 'reading', fileName: chosen.name });
    let next: Step;
    try {
      const { readContactsFile } = await import('../../../lib/contactsFiles/readContactsFile');
      const file = await readContactsFile(new Uint8Array(await chosen.arrayBuffer()));
      next = { kind: 'previewing', fileName: chosen.name, file };
    } catch (error) {
      next = { kind: 'choosing', error: `${chosen.name}: ${whyNotRead(error)}` };
    }
    if (choice === latestChoice.current) setStep(next);
  }

  function finish(message: string | null) {
    latestChoice.current += 1;
    setStep({ kind: 'choosing', error: null });
    setInputKey((key) => key + 1);
    setDone(message);
    setFocusAfter({ target: message === null ? 'field' : 'done' });
  }

  function save() {
    if (plan === null) return;
    const changing = plan.contacts.filter(({ change }) => change !== 'same');
    const stored = saveContactNames(credentials.accountSid, new Map(changing.map((c) => [c.number, c.name])));
    const what = counted(changing.length, 'contact', 'contacts');
    finish(
      stored
        ? `Imported ${what}.`
        : `Imported ${what}, but this browser refused to keep them (its storage is full or turned off): they last until this page is closed.`,
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h5">
        Import contacts
      </h2>
      <Field
        label="Contacts file"
        hint="A CSV file (exported from Google Contacts or Outlook, or with a Name and a Phone column) or a vCard file (3.0 or 4.0). It is read in this browser and sent nowhere."
        error={step.kind === 'choosing' ? step.error : null}
      >
        {(control) => (
          <input
            {...control}
            key={inputKey}
            ref={fieldRef}
            type="file"
            accept=".csv,.vcf,.vcard,.txt,text/csv,text/vcard,text/x-vcard"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen !== undefined) void read(chosen);
            }}
          />
        )}
      </Field>
      {step.kind === 'reading' && <LoadingSpinner label={`Reading ${step.fileName}...`} />}
      {done !== null && (
        <p ref={doneRef} tabIndex={-1}>
          {done}
        </p>
      )}
      {step.kind === 'previewing' && plan !== null && (
        <ImportPreview
          fileName={step.fileName}
          readAs={step.file.readAs}
          plan={plan}
          country={country}
          countryGuessed={chosenCountry === undefined && accountNumbers.state === 'failed'}
          onCountryChange={setChosenCountry}
          onImport={save}
          onCancel={() => finish(null)}
        />
      )}
    </section>
  );
}

function megabytes(bytes: number): string {
  return `${formatCount(bytes / 1024 / 1024, 1)} MB`;
}

function whyNotRead(error: unknown): string {
  if (error instanceof ContactsFileError) return error.message;
  // The parser's code did not download, or the browser could not read the file.
  if (error instanceof TypeError) {
    return 'the reader for this kind of file could not be downloaded. Check your connection and choose the file again.';
  }
  return `the file could not be read (${error instanceof Error ? error.message : String(error)}). Choose it again.`;
}
