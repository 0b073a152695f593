// Kept only while formattingWarmUp.worker.ts imports it from here; it goes with that worker.
export { formatFullDate } from './formatDateTime';
