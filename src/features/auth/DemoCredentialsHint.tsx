import { Fragment, useId } from 'react';
import type { SignInField, SignInValues } from './signInFields';

export interface DemoCredentialsHintProps {
  fields: readonly SignInField[];
  values: SignInValues;
  disabled: boolean;
  onUse: () => void;
}

/** Only in the `npm start` demo: the emulator's demo account, so anyone can try the app. */
export function DemoCredentialsHint({ fields, values, disabled, onUse }: DemoCredentialsHintProps) {
  const headingId = useId();
  return (
    <aside className="alert alert-info" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6">
        Demo account
      </h2>
      <p className="mb-2">This demo talks to a local Twilio emulator. Sign in with:</p>
      <dl className="demo-hint__values mb-2 small">
        {fields.map((field) => (
          <Fragment key={field.name}>
            <dt>{field.label}</dt>
            <dd className="mb-0 text-break">
              <code className="text-info-emphasis">{values[field.name]}</code>
            </dd>
          </Fragment>
        ))}
      </dl>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onUse} disabled={disabled}>
        Fill in the demo credentials
      </button>
    </aside>
  );
}
