import { SvgIcon, type IconProps } from './SvgIcon';

export function SunIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="8" r="3.25" />
      <path
        d="M8 .75v2M8 13.25v2M.75 8h2M13.25 8h2M2.87 2.87l1.42 1.42M11.71 11.71l1.42 1.42M2.87 13.13l1.42-1.42M11.71 4.29l1.42-1.42"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}
