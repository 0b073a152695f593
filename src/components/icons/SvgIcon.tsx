import type { CSSProperties, ReactNode } from 'react';

export interface IconProps {
  /** Width and height in pixels; the drawing is 16 by 16 units. */
  size?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * The frame every icon shares: decorative only (the words beside it carry the meaning, so a screen
 * reader does not hear it), out of the tab order in old browsers, and drawn in the text colour.
 */
export function SvgIcon({ size = 16, className, style, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      className={className}
      style={style}
    >
      {children}
    </svg>
  );
}
