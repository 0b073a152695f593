/**
 * This month's messaging use from Twilio's Usage Records (`Usage/Records/ThisMonth.json`): SMS and MMS,
 * each a count of messages and what they cost, in the account's currency.
 */
import * as v from 'valibot';
import { clientFor } from './api';
import type { Credentials } from './credentials';
import { parseWire } from './wire';

export interface CategoryUsage {
  /** Messages, sent and received. */
  count: number;
  /** What they cost; null when Twilio does not say. */
  price: number | null;
}

export interface MonthUsage {
  sms: CategoryUsage;
  mms: CategoryUsage;
  /** ISO 4217, upper case ('USD'); null when Twilio does not say. */
  currency: string | null;
  /** 'YYYY-MM-DD', the month's first day and the last day counted. */
  startDate: string | null;
  endDate: string | null;
}

const text = v.fallback(v.optional(v.nullable(v.string()), null), null);
const RecordSchema = v.object({
  category: text,
  count: text,
  price: v.fallback(v.optional(v.nullable(v.union([v.number(), v.string()])), null), null),
  price_unit: text,
  start_date: text,
  end_date: text,
});
const PageSchema = v.object({ usage_records: v.array(RecordSchema) });

function numberOrNull(value: number | string | null): number | null {
  if (value === null || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

async function categoryRecord(credentials: Credentials, category: 'sms' | 'mms', signal?: AbortSignal) {
  const answer = await clientFor(credentials).get<unknown>(
    `/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Usage/Records/ThisMonth.json`,
    { params: { Category: category }, signal },
  );
  const page = parseWire(PageSchema, answer.data, answer.status);
  return page.usage_records.find((record) => record.category === category) ?? null;
}

/** This month's SMS and MMS: two small reads, made together. */
export async function fetchMonthUsage(credentials: Credentials, signal?: AbortSignal): Promise<MonthUsage> {
  const [sms, mms] = await Promise.all([
    categoryRecord(credentials, 'sms', signal),
    categoryRecord(credentials, 'mms', signal),
  ]);
  const usageOf = (record: typeof sms): CategoryUsage => ({
    count: numberOrNull(record?.count ?? null) ?? 0,
    price: numberOrNull(record?.price ?? null),
  });
  return {
    sms: usageOf(sms),
    mms: usageOf(mms),
    currency: (sms?.price_unit ?? mms?.price_unit)?.toUpperCase() ?? null,
    startDate: sms?.start_date ?? mms?.start_date ?? null,
    endDate: sms?.end_date ?? mms?.end_date ?? null,
  };
}
