// Moments are told in Asia/Shanghai (DESIGN.md), whatever the visitor's own time zone. The en-CA
// locale writes the ISO-style day; hourCycle h23 keeps midnight at 00, not 24.
const minuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment to the minute in Asia/Shanghai, as status lines print it: '2024-06-18 23:30'. */
export function formatShanghaiMinute(epochSeconds: number): string {
  return minuteFormat.format(epochSeconds * 1000).replace(',', '');
}
