import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Series } from '../../stores/manage-video/manage-stats';

/** Props: the data, the series' name, whether x is a date (else seconds into the video), how to write a y value. */
export interface StatsChartProps {
  series: Series;
  label: string;
  time: boolean;
  formatY: (value: number) => string;
}

const css = (name: string, fallback: string) =>
  (typeof document !== 'undefined' && getComputedStyle(document.documentElement).getPropertyValue(name).trim()) ||
  fallback;

/** A line chart drawn with uPlot (loaded only on the statistics page); it follows its container's width. */
export default function StatsChart({ series, label, time, formatY }: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const stroke = css('--accent', '#c43c00');
    const axis = {
      stroke: css('--fg-muted', '#555'),
      grid: { stroke: css('--border', '#ddd'), width: 1 },
      ticks: { stroke: css('--border', '#ddd') },
    };
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 240,
        scales: { x: { time } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        series: [{}, { label, stroke, width: 2, fill: `${stroke}22`, value: (_u, v) => (v == null ? '' : formatY(v)) }],
        axes: [
          {
            ...axis,
            ...(time
              ? {}
              : {
                  values: (_u, ticks) =>
                    ticks.map((s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`),
                }),
          },
          { ...axis, size: 60, values: (_u, ticks) => ticks.map(formatY) },
        ],
      },
      [series.xs, series.ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, label, time, formatY]);
  return <div ref={box} className="stats-chart" aria-hidden="true" />;
}
