import { useId, useState, type ReactNode } from 'react';
import { Field } from '../../../components/Field';
import { statusInfo } from '../format/messageStatus';
import { isFiltering, NO_FILTER, type DirectionFilter, type MessageFilter } from './messageFilter';

export interface MessageFiltersProps {
  filter: MessageFilter;
  onChange: (filter: MessageFilter) => void;
  /** The statuses present in the loaded messages. */
  statuses: readonly string[];
  /** How many loaded messages the filter lets through, and how many there are. */
  shownCount: number;
  totalCount: number;
  /**
   * Whether the shown messages went through a filter. The results follow the fields a moment later
   * (useMessageFilter), so the count is said from this, never of a list not yet on screen.
   */
  shownFiltered: boolean;
  /** What acts on the shown messages (Export), in the search bar. */
  actions?: ReactNode;
}

const REVERSED_DAYS = 'To day is before From day';

const DIRECTIONS: ReadonlyArray<[DirectionFilter, string]> = [
  ['any', 'Both directions'],
  ['inbound', 'Inbound'],
  ['outbound', 'Outbound'],
];

/** Search over the loaded messages; direction, status and days behind 'Filters'. The count is a status. */
export function MessageFilters({
  filter,
  onChange,
  statuses,
  shownCount,
  totalCount,
  shownFiltered,
  actions,
}: MessageFiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const set = (part: Partial<MessageFilter>) => onChange({ ...filter, ...part });
  const filtering = isFiltering(filter);
  // A typed day range can run backwards (min and max only guide the calendar): say why nothing matches.
  const reversedDays = filter.fromDay !== '' && filter.toDay !== '' && filter.toDay < filter.fromDay;
  const extraFilters = [
    filter.direction !== 'any',
    filter.status !== '',
    filter.fromDay !== '',
    filter.toDay !== '',
  ].filter(Boolean).length;

  return (
    <div role="search" aria-label="Messages loaded" className="message-filters">
      <div className="message-filters__bar">
        <div className="message-filters__search">
          <Field label="Search messages">
            {(control) => (
              <input
                {...control}
                type="search"
                placeholder="Search text or numbers"
                autoComplete="off"
                value={filter.text}
                onChange={(event) => set({ text: event.target.value })}
              />
            )}
          </Field>
        </div>
        {/* Before Filters, so the panel Filters opens comes next in the tab order. */}
        {actions}
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          Filters{extraFilters > 0 && ` (${extraFilters})`}
        </button>
      </div>
      {open && (
        <div id={panelId} className="message-filters__panel">
          <Field label="Direction">
            {(control) => (
              <select
                {...control}
                className="form-select"
                value={filter.direction}
                onChange={(event) => set({ direction: event.target.value as DirectionFilter })}
              >
                {DIRECTIONS.map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Status">
            {(control) => (
              <select
                {...control}
                className="form-select"
                value={filter.status}
                onChange={(event) => set({ status: event.target.value })}
              >
                <option value="">Any status</option>
                {/* A chosen status stays listed even when a refresh leaves no message with it. */}
                {[...new Set(filter.status === '' ? statuses : [...statuses, filter.status])].map(
                  (status) => (
                    <option key={status} value={status}>
                      {statusInfo(status).words}
                    </option>
                  ),
                )}
              </select>
            )}
          </Field>
          <Field label="From day">
            {(control) => (
              <input
                {...control}
                type="date"
                value={filter.fromDay}
                max={filter.toDay || undefined}
                onChange={(event) => set({ fromDay: event.target.value })}
              />
            )}
          </Field>
          <Field label="To day" error={reversedDays ? `${REVERSED_DAYS}, so no message can match.` : null}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={filter.toDay}
                min={filter.fromDay || undefined}
                onChange={(event) => set({ toDay: event.target.value })}
              />
            )}
          </Field>
        </div>
      )}
      <div className="message-filters__summary">
        <p role="status" className="small text-body-secondary mb-0">
          {shownFiltered &&
            `${shownCount} of ${totalCount} loaded ${totalCount === 1 ? 'message matches' : 'messages match'}`}
          {/* Said here too: the error under To day is not announced, and goes with the panel. */}
          {reversedDays && `: ${REVERSED_DAYS}.`}
        </p>
        {filtering && (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange(NO_FILTER)}>
            Clear search and filters
          </button>
        )}
      </div>
    </div>
  );
}
