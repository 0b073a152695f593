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
 * The header's light/dark choice: three native radio buttons drawn as one segmented button, so a screen
 * reader says the group's name ('Theme'), the current mode and "1 of 3", and the keyboard works as in any
 * radio group (one Tab stop, arrows to change). Icons with the words for screen readers and on hover keep
 * it narrow enough to share a row of the header on a phone. Choosing only stores the preference:
 * followColorMode (started in main.tsx) sees the change and sets the colours.
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
