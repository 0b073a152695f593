/**
 * Provider text, isolated: a bidi control inside cannot reorder anything around it, and `dir="auto"` lets
 * an Arabic or Hebrew value read right to left. `clipped` keeps stacked combining marks (Zalgo) in its box.
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
