import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { SHOP_UTC_OFFSET_MS, type DailyFigures } from '@/domain/insights-figures';

const DAY_S = 86_400;

type Series = { key: Exclude<keyof DailyFigures, 'day'>; label: string; colour: string };

/**
 * The Insights screen's per-day chart, drawn by uPlot (a small canvas chart library). This module and
 * uPlot are loaded only here, by the admin's Insights screen; the screen puts the same figures in a table, and
 * shows the lines' key itself. The chart takes the size of its place, which the screen holds for it before this
 * code arrives, so nothing on the screen moves when it is drawn.
 */
export function DailyChart({
  daily,
  series,
  locale,
  dayTitle,
}: {
  daily: DailyFigures[];
  series: readonly Series[];
  /** For the dates on the axis and in the legend, e.g. 'en-MY' or 'ms-MY'. */
  locale: string;
  dayTitle: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Noon of each of the shop's days, in seconds, as uPlot counts time.
    const days = daily.map((day) => (Date.parse(`${day.day}T12:00:00Z`) - SHOP_UTC_OFFSET_MS) / 1000);
    const data: uPlot.AlignedData = [days, ...series.map(({ key }) => daily.map((day) => day[key]))];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: element.clientHeight,
        legend: { show: false },
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Asia/Kuala_Lumpur'),
        scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [
          {
            // Whole days between ticks: a day's date written at every 12 hours read "18 Nov, 18 Nov".
            incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S],
            values: (_chart, ticks) =>
              ticks.map((tick) =>
                new Date(tick * 1000).toLocaleDateString(locale, {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'Asia/Kuala_Lumpur',
                }),
              ),
          },
          { values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [
          {
            label: dayTitle,
            value: (_chart, seconds) =>
              seconds == null
                ? '–'
                : new Date(seconds * 1000).toLocaleDateString(locale, {
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'Asia/Kuala_Lumpur',
                  }),
          },
          ...series.map(({ label, colour }) => ({
            label,
            stroke: colour,
            width: 2,
            points: { show: daily.length <= 31 },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: element.clientHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily, series, locale, dayTitle]);

  // Clipped to its place: after the screen narrows (a phone turned, a window made smaller) the canvas keeps its old
  // width until the resize observer's next call, and must not make the page scroll sideways meanwhile.
  return <div ref={container} className="h-full w-full overflow-hidden" />;
}
