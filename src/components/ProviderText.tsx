/**
 * Text that came from the provider (numbers, bodies, statuses, sids), shown isolated from the text around
 * it: a bidi control inside cannot reorder the label, the copy icon or anything after it. `dir="auto"`
 * gives each string its own direction, so an Arabic or Hebrew value reads right to left on this LTR page.
 * `clipped` keeps stacked combining marks (Zalgo) inside the value's own box; `block` makes it a block of
 * its own (a message body).
 */
import './ProviderText.css';

export interface ProviderTextProps {
  children: string;
  clipped?: boolean;
  block?: boolean;
  className?: string;
  id?: string;
}

export function ProviderText({ children, clipped = false, block = false, className, id }: ProviderTextProps) {
  const classes = [
    'provider-text',
    clipped && 'provider-text--clipped',
    block && 'provider-text--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <bdi dir="auto" id={id} className={classes}>
      {children}
    </bdi>
  );
}
