import { Fragment, useId, type ComponentType } from 'react';
import type { IconProps } from '../components/icons/SvgIcon';
import { HalfCircleIcon } from '../components/icons/HalfCircleIcon';
import { MoonIcon } from '../components/icons/MoonIcon';
import { SunIcon } from '../components/icons/SunIcon';
import { COLOR_MODES, useColorMode, type ColorModePreference } from '../lib/preferences/colorMode';

const CHOICES: Record<ColorModePreference, { label: string; Icon: ComponentType<IconProps> }> = {
  system: { label: 'System', Icon: HalfCircleIcon },
  light: { label: 'Light', Icon: SunIcon },
  dark: { label: 'Dark', Icon: MoonIcon },
};

/**
 * The header's light/dark choice: native radios drawn as one segmented button (one Tab stop, arrows change
 * it), icons with the words for screen readers and on hover, so it shares a row of the header on a phone.
 * Choosing only stores the preference: followColorMode (main.tsx) sets the colours.
 */
export function ColorModeChoice() {
  const id = useId();
  const [mode, setMode] = useColorMode();
  return (
    <div role="radiogroup" aria-label="Theme" className="btn-group btn-group-sm">
      {COLOR_MODES.map((value) => {
        const { label, Icon } = CHOICES[value];
        return (
          <Fragment key={value}>
            <input
              type="radio"
              className="btn-check"
              name={`${id}-mode`}
              id={`${id}-${value}`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <label className="btn btn-outline-light" htmlFor={`${id}-${value}`} title={label}>
              <Icon />
              <span className="visually-hidden">{label}</span>
            </label>
          </Fragment>
        );
      })}
    </div>
  );
}
