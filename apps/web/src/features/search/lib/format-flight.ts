/** Flight formatting lives in shared/lib (the purchase flow reads flights too); kept here for the search's imports. */
export { dayOffset, formatDuration, localDateOf, localTimeOf } from '@/shared/lib/format-flight';
