import { ProviderText } from '../../../components/ProviderText';
import { statusInfo, type StatusTone } from '../format/messageStatus';

/** Bootstrap's text-bg-* pairs pass WCAG AA at the badge's small bold size. */
const TONE_CLASS: Readonly<Record<StatusTone, string>> = {
  success: 'text-bg-success',
  danger: 'text-bg-danger',
  warning: 'text-bg-warning',
  info: 'text-bg-info',
  secondary: 'text-bg-secondary',
};

export interface StatusBadgeProps {
  /** Twilio's status, as it came. */
  status: string;
}

/** A status in words on a colour that says the same, never colour alone. No hooks: there is one per card. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const info = statusInfo(status);
  const className = `badge message-status ${TONE_CLASS[info.tone]}`;
  if (info.known) return <span className={className}>{info.words}</span>;
  // An unknown status is provider text: isolated, and allowed to wrap, since it may be any length.
  return (
    <span className={`${className} text-wrap text-start mw-100`}>
      <ProviderText clipped>{info.words}</ProviderText>
    </span>
  );
}
