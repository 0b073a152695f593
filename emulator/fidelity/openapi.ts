/**
 * Validators compiled from Twilio's own OpenAPI descriptions, as shipped on the npm registry inside
 * `@twilio/cli-core` — never a copy kept in this repository, so a schema change upstream shows up here.
 *
 * The documents are OpenAPI 3.0, which is not quite JSON Schema: `nullable` has to become a `null` type,
 * `$ref`s point into `components`, vendor keys (`x-twilio`, …) are unknown to a strict validator, and
 * Twilio's custom `format`s need definitions. On top of the translation every object schema that lists
 * its properties is closed and made complete (`required` = every listed property, no others allowed),
 * because Twilio always sends every field of a resource and a client may rely on any of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
  components: { schemas: Record<string, JsonObject> };
}

export interface OpenApiOperation {
  responses: Record<string, { content?: Record<string, { schema?: JsonObject }> } | undefined>;
}

/** Absolute path of a file in the installed `@twilio/cli-core` package's `twilio-api` folder. */
export function twilioApiDescriptionPath(fileName: string): string {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(require.resolve('@twilio/cli-core/package.json'));
  return join(packageRoot, 'src', 'services', 'twilio-api', fileName);
}

const documents = new Map<string, OpenApiDocument>();

export function loadTwilioApiDescription(fileName: string): OpenApiDocument {
  let document = documents.get(fileName);
  if (document === undefined) {
    document = JSON.parse(readFileSync(twilioApiDescriptionPath(fileName), 'utf8')) as OpenApiDocument;
    documents.set(fileName, document);
  }
  return document;
}

export const API_V2010 = 'twilio_api_v2010.json';
/** The Messaging API (messaging.twilio.com/v1): Messaging Services and the numbers in them. */
export const MESSAGING_V1 = 'twilio_messaging_v1.json';
/**
 * The 2010-04-01 description declares success responses only. Twilio's generic error body (code, message,
 * more_info, status — the shape every 2010 error has) is described in the same package by the OAuth v2
 * description, so error bodies are checked against that one.
 */
export const ERROR_DESCRIPTION = 'twilio_oauth_v2.json';
export const ERROR_SCHEMA_NAME = 'Error';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(document: OpenApiDocument, ref: string): JsonObject {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix)) throw new Error(`Unsupported $ref ${ref}`);
  const target = document.components.schemas[ref.slice(prefix.length)];
  if (target === undefined) throw new Error(`Dangling $ref ${ref}`);
  return target;
}

/** OpenAPI 3.0 keys that are documentation only, and therefore unknown keywords to strict Ajv. */
const DOCUMENTATION_KEYS = new Set(['description', 'example', 'examples', 'externalDocs', 'deprecated']);

/**
 * Translates one OpenAPI 3.0 schema into a self-contained, closed JSON Schema (draft-07 vocabulary).
 * `seen` guards against reference cycles, which these resources do not have but a future version might.
 */
export function toJsonSchema(document: OpenApiDocument, schema: JsonObject, seen: string[] = []): JsonObject {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`Reference cycle through ${ref}`);
    return toJsonSchema(document, resolveRef(document, ref), [...seen, ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || DOCUMENTATION_KEYS.has(key) || key === 'nullable') continue;
    if (key === 'properties' && isObject(value)) {
      const properties: JsonObject = {};
      for (const [name, sub] of Object.entries(value)) {
        if (!isObject(sub)) throw new Error(`Property ${name} has no schema`);
        properties[name] = toJsonSchema(document, sub, seen);
      }
      out.properties = properties;
    } else if (key === 'items' && isObject(value)) {
      out.items = toJsonSchema(document, value, seen);
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out[key] = value.map((sub) => {
        if (!isObject(sub)) throw new Error(`${key} member is not a schema`);
        return toJsonSchema(document, sub, seen);
      });
    } else if (key === 'additionalProperties' && isObject(value)) {
      out.additionalProperties = toJsonSchema(document, value, seen);
    } else {
      out[key] = value;
    }
  }
  if (out.type === 'object' && typeof out.format === 'string') {
    // Object-valued formats (uri-map, phone-number-capabilities) are annotations for code generators;
    // JSON Schema formats apply to strings and numbers, so their meaning is spelled out as structure.
    if (out.format === 'uri-map') out.additionalProperties = { type: 'string', format: 'uri' };
    delete out.format;
  }
  if (isObject(out.properties)) {
    // Twilio sends every listed field (null when unset) and no others.
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const RFC_2822_GMT =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) \+0000$/;

/**
 * Twilio's dates: `Tue, 14 Nov 2023 09:26:35 +0000`, always GMT, two-digit day. The weekday must be the
 * right one for the date, which a regular expression alone cannot see.
 */
export function isRfc2822Date(value: string): boolean {
  const match = RFC_2822_GMT.exec(value);
  if (match === null) return false;
  const [, , day, month, year, hours, minutes, seconds] = match;
  const date = new Date(
    Date.UTC(
      Number(year),
      MONTHS.indexOf(month ?? ''),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    ),
  );
  return !Number.isNaN(date.getTime()) && date.toUTCString().replace(/GMT$/, '+0000') === value;
}

/**
 * `format: uri` in these documents covers two kinds of value: the resource and paging URIs, which Twilio
 * sends relative to https://api.twilio.com (`/2010-04-01/...`), and webhook URLs, which are absolute or,
 * when unset, an empty string (as in Twilio's own examples). A bare host-relative path and an absolute
 * http(s) URL are therefore both accepted, anything else (a scheme-less host, spaces) is not.
 */
export function isTwilioUri(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function createAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true, coerceTypes: false });
  addFormats(ajv);
  ajv.addFormat('uri', { type: 'string', validate: isTwilioUri });
  ajv.addFormat('date-time-rfc-2822', { type: 'string', validate: isRfc2822Date });
  // E.164 only: the emulator speaks SMS on phone numbers, not WhatsApp or alphanumeric senders.
  ajv.addFormat('phone-number', { type: 'string', validate: /^\+[1-9]\d{1,14}$/ });
  ajv.addFormat('currency', { type: 'string', validate: /^[A-Z]{3}$/ });
  ajv.addFormat('http-method', { type: 'string', validate: /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/ });
  ajv.addFormat('iso-country-code', { type: 'string', validate: /^[A-Z]{2}$/ });
  return ajv;
}

const ajv = createAjv();

export interface BodyValidator {
  /** Returns the problems found, one readable line each; empty when the body conforms. */
  (body: unknown): string[];
  readonly schema: JsonObject;
}

export function formatErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath === '' ? '(root)' : error.instancePath;
    const params = error.params as Record<string, unknown>;
    // Ajv names a missing property in its message but not an unexpected one.
    const detail = typeof params.additionalProperty === 'string' ? ` '${params.additionalProperty}'` : '';
    return `${where} ${error.message ?? error.keyword}${detail}`;
  });
}

function compile(schema: JsonObject): BodyValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  const check = (body: unknown): string[] => (validate(body) ? [] : formatErrors(validate.errors));
  return Object.assign(check, { schema });
}

/** The JSON schema of a response as the document declares it, or undefined when it declares none. */
export function responseSchema(
  document: OpenApiDocument,
  path: string,
  method: string,
  status: number,
): JsonObject | undefined {
  const operation = document.paths[path]?.[method.toLowerCase()];
  return operation?.responses[String(status)]?.content?.['application/json']?.schema;
}

const validators = new Map<string, BodyValidator>();

/** Validator for the body of `method path` answering `status`, per the 2010-04-01 description or another. */
export function responseValidator(
  path: string,
  method: string,
  status: number,
  description: string = API_V2010,
): BodyValidator {
  const key = `${description} ${method} ${path} ${status}`;
  let validator = validators.get(key);
  if (validator === undefined) {
    const document = loadTwilioApiDescription(description);
    const schema = responseSchema(document, path, method, status);
    if (schema === undefined) throw new Error(`The OpenAPI document declares no ${status} body for ${key}`);
    validator = compile(toJsonSchema(document, schema));
    validators.set(key, validator);
  }
  return validator;
}

let errorValidator: BodyValidator | undefined;

/** Validator for Twilio's generic error body. */
export function twilioErrorValidator(): BodyValidator {
  if (errorValidator === undefined) {
    const document = loadTwilioApiDescription(ERROR_DESCRIPTION);
    const schema = document.components.schemas[ERROR_SCHEMA_NAME];
    if (schema === undefined) throw new Error(`${ERROR_DESCRIPTION} has no ${ERROR_SCHEMA_NAME} schema`);
    errorValidator = compile(toJsonSchema(document, schema));
  }
  return errorValidator;
}

/** The operations of the 2010-04-01 API the emulator answers, as the document names their paths. */
export const PATHS = {
  accounts: '/2010-04-01/Accounts.json',
  account: '/2010-04-01/Accounts/{Sid}.json',
  incomingPhoneNumbers: '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json',
  messages: '/2010-04-01/Accounts/{AccountSid}/Messages.json',
  message: '/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json',
  mediaList: '/2010-04-01/Accounts/{AccountSid}/Messages/{MessageSid}/Media.json',
  media: '/2010-04-01/Accounts/{AccountSid}/Messages/{MessageSid}/Media/{Sid}.json',
  usageThisMonth: '/2010-04-01/Accounts/{AccountSid}/Usage/Records/ThisMonth.json',
} as const;

/** The operations of the Messaging API the emulator answers (described in MESSAGING_V1). */
export const MESSAGING_PATHS = {
  services: '/v1/Services',
  service: '/v1/Services/{Sid}',
  serviceNumbers: '/v1/Services/{ServiceSid}/PhoneNumbers',
  serviceNumber: '/v1/Services/{ServiceSid}/PhoneNumbers/{Sid}',
} as const;
