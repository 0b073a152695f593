import { SvgIcon, type IconProps } from './SvgIcon';

export function CodeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5.7 4.3a1 1 0 0 1 0 1.4L3.4 8l2.3 2.3a1 1 0 1 1-1.4 1.4l-3-3a1 1 0 0 1 0-1.4l3-3a1 1 0 0 1 1.4 0Zm4.6 0a1 1 0 0 1 1.4 0l3 3a1 1 0 0 1 0 1.4l-3 3a1 1 0 0 1-1.4-1.4L12.6 8l-2.3-2.3a1 1 0 0 1 0-1.4Z" />
    </SvgIcon>
  );
}
