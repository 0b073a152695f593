import { SvgIcon, type IconProps } from './SvgIcon';

export function MoonIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.2 1.1a7 7 0 1 0 8.7 8.7A5.6 5.6 0 0 1 6.2 1.1Z" />
    </SvgIcon>
  );
}
