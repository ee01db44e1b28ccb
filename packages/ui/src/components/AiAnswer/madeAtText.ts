const format = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When an answer was made, in Asia/Shanghai time: '2026/01/01 08:00'. */
export function madeAtText(epochSeconds: number): string {
  return format.format(epochSeconds * 1000);
}
