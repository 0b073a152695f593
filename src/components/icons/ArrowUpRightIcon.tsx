import { SvgIcon, type IconProps } from './SvgIcon';

export function ArrowUpRightIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fillRule="evenodd"
        d="M14 2.5a.5.5 0 0 0-.5-.5h-6a.5.5 0 0 0 0 1h4.793L2.146 13.146a.5.5 0 0 0 .708.708L13 3.707V8.5a.5.5 0 0 0 1 0z"
      />
    </SvgIcon>
  );
}
