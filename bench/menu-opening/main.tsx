/// <reference types="vite/client" />
/**
 * Bench-only page (never part of the app's build): the demo account's three numbers in a dropdown, and
 * nothing else, so that what bench/menuOpening.ts times is the dropdown opening its menu. `?select=bare`
 * is react-select as it comes (no styles, theme or label formatting of ours); `?select=app` is the app's
 * own PhoneNumberSelect. The page records the Long Tasks API's entries, the tasks Lighthouse's Total
 * Blocking Time counts, in `window.menuOpeningTasks`.
 */
// First, as the app loads it (main.tsx) before the Messages page's own stylesheet, which overrides it.
import '../../src/styles/index.scss';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';
import { DEMO_SMS_NUMBERS } from '../../emulator/src/core/seed';
import { PhoneNumberSelect, toOption } from '../../src/forBench';

export interface LongTask {
  start: number;
  duration: number;
}

export type SelectVariant = 'bare' | 'app';

declare global {
  interface Window {
    menuOpeningTasks?: LongTask[];
    menuOpeningReady?: SelectVariant;
  }
}

const tasks: LongTask[] = [];
window.menuOpeningTasks = tasks;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const numbers = [...DEMO_SMS_NUMBERS].sort();
const variant: SelectVariant = new URLSearchParams(location.search).get('select') === 'bare' ? 'bare' : 'app';

function AppSelect() {
  const [value, setValue] = useState('');
  return <PhoneNumberSelect numbers={numbers} loading={false} value={value} onChange={setValue} />;
}

function BareSelect() {
  return (
    <>
      <label htmlFor="bare-select" className="form-label">
        Phone number
      </label>
      <Select inputId="bare-select" options={numbers.map(toOption)} isSearchable openMenuOnClick />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<StrictMode>{variant === 'bare' ? <BareSelect /> : <AppSelect />}</StrictMode>);
window.menuOpeningReady = variant;
