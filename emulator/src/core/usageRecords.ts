/**
 * Usage Records for this month (`/Usage/Records/ThisMonth.json`): what the account's messages of the
 * calendar month (UTC, on the emulator's clock) count and cost, as `sms` (messages without media), `mms`
 * (with media) and `totalprice`. A message counts once it has gone or arrived: a scheduled one from its
 * time, a canceled one never. Any other category answers a record of nothing used.
 */
import type { StatusDelays } from './clock';
import { errors, jsonResponse } from './errors';
import { arrayView, paginate, readPaging } from './paging';
import { accountPath, API_VERSION, renderMessage } from './render';
import type { AccountData, MessageRecord } from './store';

const CATEGORY = /^[a-z0-9-]{1,64}$/;

interface Usage {
  count: number;
  segments: number;
  price: number;
}

const DESCRIPTIONS: Readonly<Record<string, { description: string; countUnit: string; usageUnit: string }>> =
  {
    sms: { description: 'SMS', countUnit: 'messages', usageUnit: 'messages' },
    mms: { description: 'MMS', countUnit: 'messages', usageUnit: 'messages' },
    totalprice: { description: 'Total Price', countUnit: '', usageUnit: 'usd' },
  };

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The month's usage of each category the emulator keeps, from the messages and the clock. */
function monthUsage(account: AccountData, now: number, delays: StatusDelays): Record<string, Usage> {
  const startOfMonth = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
  const usage: Record<string, Usage> = {
    sms: { count: 0, segments: 0, price: 0 },
    mms: { count: 0, segments: 0, price: 0 },
  };
  for (const record of account.messagesOldestFirst()) {
    const at = record.sendAtMs ?? record.createdMs;
    if (at < startOfMonth || at > now || record.canceledMs !== null) continue;
    const rendered = renderMessage(record, now, delays);
    if (rendered.status === 'scheduled' || rendered.status === 'canceled') continue;
    const used = usage[category(record)] as Usage;
    used.count += 1;
    used.segments += record.segments;
    used.price += rendered.price === null ? 0 : Math.abs(Number(rendered.price));
  }
  return usage;
}

function category(record: MessageRecord): 'sms' | 'mms' {
  return record.media.length > 0 ? 'mms' : 'sms';
}

/** Answers GET Usage/Records/ThisMonth.json: one record per category, or the one `Category` names. */
export function thisMonthUsage(account: AccountData, now: number, delays: StatusDelays, url: URL): Response {
  const asked = url.searchParams.get('Category');
  if (asked !== null && !CATEGORY.test(asked))
    throw errors.invalidParameter(`Category is not a usage category: ${asked}`);
  const usage = monthUsage(account, now, delays);
  const total = Object.values(usage).reduce((sum, used) => sum + used.price, 0);
  const categories = asked === null ? ['sms', 'mms', 'totalprice'] : [asked];
  const accountSid = account.credentials.accountSid;
  const path = `${accountPath(accountSid)}/Usage/Records/ThisMonth.json`;
  const startDate = day(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
  const endDate = day(now);
  const records = categories.map((name) => {
    const used = name === 'totalprice' ? { count: 0, segments: 0, price: total } : usage[name];
    const known = DESCRIPTIONS[name];
    const price = Math.round((used?.price ?? 0) * 100_000) / 100_000;
    const query = `Category=${name}&StartDate=${startDate}&EndDate=${endDate}`;
    return {
      account_sid: accountSid,
      api_version: API_VERSION,
      as_of: new Date(now).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      category: name,
      count: String(used?.count ?? 0),
      count_unit: known?.countUnit ?? '',
      description: known?.description ?? name,
      end_date: endDate,
      price,
      price_unit: 'USD',
      start_date: startDate,
      subresource_uris: {
        all_time: `${accountPath(accountSid)}/Usage/Records/AllTime.json?Category=${name}`,
        today: `${accountPath(accountSid)}/Usage/Records/Today.json?Category=${name}`,
        this_month: `${path}?Category=${name}`,
      },
      uri: `${path}?${query}`,
      usage: name === 'totalprice' ? price.toFixed(5) : String(used?.segments ?? 0),
      usage_unit: known?.usageUnit ?? '',
    };
  });
  const { items, meta } = paginate(
    path,
    readPaging(url.searchParams),
    arrayView(records, (record) => record.category),
  );
  return jsonResponse(200, { ...meta, usage_records: items });
}
