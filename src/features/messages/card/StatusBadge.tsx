import { ProviderText } from '../../../components/ProviderText';
import { statusInfo, type StatusTone } from '../format/messageStatus';

/**
 * Bootstrap's text-bg-* pairs each background with a text colour that passes WCAG AA at the badge's
 * small bold size (white on the green, red and grey; black on the cyan and yellow).
 */
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

/**
 * A message's status in words, on a colour that says the same thing at a glance: the words are always
 * there, so nothing rests on colour alone. No hooks: a list renders one per card, thousands of them.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const info = statusInfo(status);
  const className = `badge message-status ${TONE_CLASS[info.tone]}`;
  if (info.known) return <span className={className}>{info.words}</span>;
  // A status this app does not know is the provider's text: isolated like every other provider string,
  // and allowed to wrap, since it may be as long as whoever wrote it liked.
  return (
    <span className={`${className} text-wrap text-start mw-100`}>
      <ProviderText clipped>{info.words}</ProviderText>
    </span>
  );
}
