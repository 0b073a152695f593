import type { CategoryUsage, MonthUsage } from '../../../lib/twilio/usage';
import { formatCalendarDay } from '../../../lib/dates/formatDateTime';
import { messages, money } from './usageWords';

/** SMS, MMS and both together: how many were sent and received, and what they cost. */
export function UsageTable({ usage }: { usage: MonthUsage }) {
  const rows: Array<[string, CategoryUsage]> = [
    ['SMS', usage.sms],
    ['MMS', usage.mms],
  ];
  const spend =
    usage.sms.price === null || usage.mms.price === null ? null : usage.sms.price + usage.mms.price;
  const from = formatCalendarDay(usage.startDate);
  const to = formatCalendarDay(usage.endDate);
  return (
    <table className="table table-sm w-auto">
      <caption className="caption-top">
        {from !== null && to !== null
          ? `From ${from} to ${to}, days as Twilio counts them (UTC), in ${usage.currency ?? 'an unnamed currency'}.`
          : 'This calendar month, as Twilio counts it.'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Messages</th>
          <th scope="col">Sent and received</th>
          <th scope="col">Cost</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, used]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{messages(used.count)}</td>
            <td>{money(used.price, usage.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Together</th>
          <td>{messages(usage.sms.count + usage.mms.count)}</td>
          <td>{money(spend, usage.currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
