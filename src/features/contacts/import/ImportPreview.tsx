import { useId, useMemo } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { Field } from '../../../components/Field';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { countriesByName } from './importCountry';
import { ImportProblems } from './ImportProblems';
import type { ImportPlan, PlannedContact } from './planImport';
import type { ReadFile } from '../../../lib/contactsFiles/readContactsFile';
import '../../../styles/bootstrapTable.scss';
import './contactsImport.css';
import { counted, formatCount } from '../../../lib/text/formatCount';

/** Enough rows to check the columns were read right; the counts say the rest. */
export const PREVIEW_ROWS = 50;
const NO_COUNTRY = '';

export interface ImportPreviewProps {
  fileName: string;
  readAs: ReadFile['readAs'];
  plan: ImportPlan;
  country: CountryCode | null;
  /** The account's numbers could not be read: the country is the browser's region, to be checked. */
  countryGuessed: boolean;
  onCountryChange: (country: CountryCode | null) => void;
  onImport: () => void;
  onCancel: () => void;
}

function changeWords({ change, previousName }: PlannedContact): string {
  if (change === 'new') return 'New';
  if (change === 'same') return 'Already kept';
  return `New name (was ${previousName ?? ''})`;
}

/** What an import would do, before anything is saved: counts, the first rows, every line left out. */
export function ImportPreview({
  fileName,
  readAs,
  plan,
  country,
  countryGuessed,
  onCountryChange,
  onImport,
  onCancel,
}: ImportPreviewProps) {
  const headingId = useId();
  const countries = useMemo(() => countriesByName(), []);
  const added = plan.contacts.filter(({ change }) => change === 'new').length;
  const renamed = plan.contacts.filter(({ change }) => change === 'renamed').length;
  const same = plan.contacts.length - added - renamed;
  const changing = added + renamed;
  const skippedLines = new Set(plan.problems.filter(({ skipped }) => skipped).map(({ line }) => line)).size;

  return (
    <section aria-labelledby={headingId} className="contacts-import-preview">
      <h3 id={headingId} className="h6">
        Preview of {fileName}
      </h3>
      {readAs === 'Windows-1252' && (
        <p className="alert alert-warning">
          This file is not UTF-8 text: it was read as Windows-1252 (Western European). Check that the names
          below look right; if not, save the file as UTF-8 and choose it again.
        </p>
      )}
      <Field
        label="Numbers written without a country code are numbers of"
        hint={
          country === null
            ? 'Choose a country to read them; until then they are left out.'
            : countryGuessed
              ? "Your account's numbers could not be read to tell their country: this is your browser's region. Check it."
              : undefined
        }
      >
        {(control) => (
          <select
            {...control}
            className="form-select"
            value={country ?? NO_COUNTRY}
            onChange={(event) =>
              onCountryChange(event.target.value === NO_COUNTRY ? null : (event.target.value as CountryCode))
            }
          >
            <option value={NO_COUNTRY}>No country: only numbers with + and a country code</option>
            {countries.map((option) => (
              <option key={option.country} value={option.country}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p role="status">
        {changing === 0
          ? 'Nothing to import: no line of the file gives a number a new name.'
          : `${counted(changing, 'contact', 'contacts')} to import: ${formatCount(added)} new, ${formatCount(renamed)} with a new name.`}
        {same > 0 && ` ${counted(same, 'contact', 'contacts')} already kept as the file names them.`}
        {plan.merged > 0 && ` ${counted(plan.merged, 'repeated number', 'repeated numbers')} merged.`}
        {skippedLines > 0 && ` ${counted(skippedLines, 'line', 'lines')} cannot be imported.`}
      </p>
      {plan.contacts.length > 0 && (
        <table className="table table-sm">
          <caption>
            {plan.contacts.length > PREVIEW_ROWS
              ? `The first ${PREVIEW_ROWS} of ${counted(plan.contacts.length, 'contact', 'contacts')} in the file`
              : `The ${counted(plan.contacts.length, 'contact', 'contacts')} in the file`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Name</th>
              <th scope="col">Number</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {plan.contacts.slice(0, PREVIEW_ROWS).map((contact) => (
              <tr key={contact.number}>
                <td>{contact.line}</td>
                <td className="text-break">{contact.name}</td>
                <td className="text-nowrap">{formatPartyNumber(contact.number)}</td>
                <td>{changeWords(contact)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ImportProblems fileName={fileName} problems={plan.problems} />
      <div className="d-flex flex-wrap gap-2">
        {changing > 0 && (
          <button type="button" className="btn btn-primary" onClick={onImport}>
            Import {counted(changing, 'contact', 'contacts')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {changing > 0 ? 'Cancel' : 'Close the preview'}
        </button>
      </div>
    </section>
  );
}
