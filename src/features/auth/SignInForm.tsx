import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../components/BusyButton';
import { Field } from '../../components/Field';
import { env } from '../../config/env';
import { ROUTES } from '../../config/routes';
import { keptReturnTo, returnToOf } from '../../lib/session/returnTo';
import { useCredentials } from '../../lib/session/useCredentials';
import { EMPTY_CREDENTIALS, type AuthType, type Credentials } from '../../lib/twilio/credentials';
import { errorMessage, noAnswerExplanation } from '../../lib/twilio/errors';
import { DemoCredentialsHint } from './DemoCredentialsHint';
import { demoValuesFor, type SignInField, type SignInFieldName, type SignInValues } from './signInFields';
import { useSignInCheck } from './useSignInCheck';

export interface SignInFormProps {
  title: string;
  type: Exclude<AuthType, ''>;
  fields: readonly SignInField[];
}

/** Start from what is stored, so coming back to the form does not mean typing everything again. */
function initialValues(stored: Credentials | null, type: AuthType): SignInValues {
  const base = { ...EMPTY_CREDENTIALS, accountSid: stored?.accountSid ?? '' };
  if (stored?.type !== type) return base;
  return { ...base, authToken: stored.authToken, apiKey: stored.apiKey, apiSecret: stored.apiSecret };
}

function blankFields(values: SignInValues): Set<SignInFieldName> {
  const names = Object.keys(values) as SignInFieldName[];
  return new Set(names.filter((name) => values[name].trim() === ''));
}

/**
 * The credentials are stored only once the live check succeeds. Until then they live in uncontrolled
 * inputs: a controlled one would mirror the secret into the `value` attribute, where CSS attribute
 * selectors and DOM serialisers read it (docs/decisions/0025).
 */
export function SignInForm({ title, type, fields }: SignInFormProps) {
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const { credentials: stored, signIn } = useCredentials();
  // Only whether each field is blank, for the "is required" hints: never the values.
  const [blank, setBlank] = useState<ReadonlySet<SignInFieldName>>(() =>
    blankFields(initialValues(stored, type)),
  );
  const [showMissing, setShowMissing] = useState(false);
  const check = useSignInCheck();
  const inputRefs = useRef(new Map<SignInFieldName, HTMLInputElement>());
  const pending = check.isPending;

  const missing = (name: SignInFieldName) => showMissing && blank.has(name);
  const typedIn = (name: SignInFieldName) => inputRefs.current.get(name)?.value ?? '';

  const writeInputs = (values: SignInValues) => {
    // The `value` property, not the attribute (`defaultValue`), which would show in the markup.
    for (const [name, input] of inputRefs.current) input.value = values[name];
  };

  // What is stored, once, as the form appears; read here rather than kept in the form's state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only the values found on arrival
  useLayoutEffect(() => writeInputs(initialValues(stored, type)), []);

  // After a failed check the inputs come back enabled; put the person back at the start of the form.
  useEffect(() => {
    if (check.isError) inputRefs.current.get(fields[0]?.name ?? 'accountSid')?.focus();
  }, [check.isError, fields]);

  const onChange = (name: SignInFieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const isBlank = event.target.value.trim() === '';
    setBlank((current) => {
      if (current.has(name) === isBlank) return current;
      const next = new Set(current);
      if (isBlank) next.add(name);
      else next.delete(name);
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const firstMissing = fields.find((field) => typedIn(field.name).trim() === '');
    if (firstMissing) {
      setShowMissing(true);
      inputRefs.current.get(firstMissing.name)?.focus();
      return;
    }
    // Pasted values often carry a stray space or line break; Twilio ids and secrets never do.
    const candidate: Credentials = { ...EMPTY_CREDENTIALS, type };
    for (const field of fields) candidate[field.name] = typedIn(field.name).trim();
    check.mutate(candidate, {
      onSuccess: () => {
        signIn(candidate);
        // The Messages page, or the address on it the person asked for before signing in.
        navigate(returnToOf(locationState) ?? ROUTES.messages);
      },
    });
  };

  const demo = env.demoCredentials ? demoValuesFor(env.demoCredentials) : null;
  const noAnswer = check.isError ? noAnswerExplanation(check.error, new URL(env.apiBaseUrl).host) : null;

  return (
    <section className="sign-in-card">
      <h1 className="h3 mb-3">{title}</h1>
      {demo && (
        <DemoCredentialsHint
          fields={fields}
          values={demo}
          disabled={pending}
          onUse={() => {
            writeInputs(demo);
            setBlank(blankFields(demo));
            setShowMissing(false);
          }}
        />
      )}
      {check.isError && (
        <div role="alert" className="alert alert-danger mb-3">
          <p className="mb-0">{errorMessage(check.error)}</p>
          {noAnswer !== null && <p className="mb-0 mt-2 small">{noAnswer}</p>}
        </div>
      )}
      <form noValidate onSubmit={onSubmit}>
        {fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            error={missing(field.name) ? `${field.label} is required.` : null}
          >
            {(control) => (
              <input
                {...control}
                ref={(element: HTMLInputElement | null) => {
                  if (element) inputRefs.current.set(field.name, element);
                  else inputRefs.current.delete(field.name);
                }}
                type={field.type}
                name={field.name}
                onChange={onChange(field.name)}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                required
                disabled={pending}
              />
            )}
          </Field>
        ))}
        <div className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => navigate(ROUTES.authentication, { state: keptReturnTo(locationState) })}
          >
            Cancel
          </button>
          <BusyButton type="submit" className="btn btn-primary" busy={pending}>
            Sign-in
          </BusyButton>
        </div>
        <div role="status" className="visually-hidden">
          {pending ? 'Signing in: checking your credentials with Twilio…' : ''}
        </div>
      </form>
    </section>
  );
}
