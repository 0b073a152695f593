import { useId } from 'react';
import { downloadFile } from '../../../lib/files/downloadFile';
import type { LineProblem } from '../../../lib/contactsFiles/contactsFile';
import { formatCount } from '../../../lib/text/formatCount';

/** Listed on the page; a file with more has the whole list to save, one line per problem. */
export const PROBLEMS_SHOWN = 100;

/** Every line of the file that cannot be imported, or is imported with a change, with its number and why. */
export function ImportProblems({
  fileName,
  problems,
}: {
  fileName: string;
  problems: readonly LineProblem[];
}) {
  const headingId = useId();
  if (problems.length === 0) return null;
  const text = problems.map(({ line, reason }) => `Line ${line}: ${reason}`);
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="h6">
        Lines to look at ({formatCount(problems.length)})
      </h4>
      <ul aria-labelledby={headingId}>
        {text.slice(0, PROBLEMS_SHOWN).map((line, index) => (
          <li key={index} className="text-break">
            {line}
          </li>
        ))}
      </ul>
      {problems.length > PROBLEMS_SHOWN && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span>And {formatCount(problems.length - PROBLEMS_SHOWN)} more.</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() =>
              downloadFile(
                `${fileName} - lines to look at.txt`,
                new Blob([text.join('\r\n') + '\r\n'], { type: 'text/plain;charset=utf-8' }),
              )
            }
          >
            Save the whole list
          </button>
        </p>
      )}
    </section>
  );
}
