import { SvgIcon, type IconProps } from './SvgIcon';

/** Half light, half dark: "as the system says". */
export function HalfCircleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 1.75a6.25 6.25 0 0 0 0 12.5Z" />
    </SvgIcon>
  );
}
