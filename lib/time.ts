/** Durations in milliseconds, for Date arithmetic (`new Date(now.getTime() + 7 * DAY)`). */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
