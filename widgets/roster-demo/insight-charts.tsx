/**
 * The lazy part of the audience insights: everything that needs recharts. No recharts feature that
 * measures text (Text with a width, non-numeric tick intervals, Label, Legend): it measures in a
 * span on document.body, outside the shadow root. Ticks and legend are drawn here instead.
 */
import { Bar, BarChart, Pie, PieChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { AspectRatio } from './aspect-ratio';
import {
  BAR_COLOUR,
  BAR_CORNER_RADIUS_PX,
  BAR_THICKNESS_PX,
  CATEGORY_AXIS_WIDTH_PX,
  PIE_COLOURS,
  PIE_INNER_RADIUS_PX,
  PIE_OUTER_RADIUS_PX,
  PIE_PADDING_ANGLE_DEG,
  VALUE_AXIS_DOMAIN_PERCENT,
} from './constants';
import type { AudienceItem } from './data';

const percent = (value: unknown) => `${String(value)}%`;
const TRACK_FILL = 'rgb(255 255 255 / 0.08)';
const TICK_FILL = 'rgb(255 255 255 / 0.8)';
const TICK_FONT_SIZE_PX = 12;
/**
 * recharts finds a touched pie segment with document.elementFromPoint, which stops at
 * the shadow host, so touch never opens the pie's tooltip. Where nothing can hover, a
 * tap (a click, which React sees inside the shadow root) opens it instead.
 */
const PIE_TOOLTIP_TRIGGER = window.matchMedia('(hover: none)').matches ? 'click' : 'hover';
/** Above the neighbouring insight card, which the tooltip may overlap. */
const TOOLTIP_Z_INDEX = 10;

function Swatch({ colour }: { colour: string }) {
  return (
    <svg className="rd-swatch" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
      <circle cx="5" cy="5" r="5" fill={colour} />
    </svg>
  );
}

type ChartTooltipProps = Pick<TooltipContentProps, 'active' | 'payload'> & { prefix?: string };

/** The tooltip of every insight chart: the item's name (with 'Age: ' or 'Country: ') and its value as a percent. */
function ChartTooltip({ active, payload, prefix }: ChartTooltipProps) {
  const entry = payload[0];
  if (!active || !entry) return null;
  const item = entry.payload as AudienceItem & { fill?: string };
  return (
    <div className="rd-tooltip" part="tooltip">
      <p className="rd-tooltip-label">{prefix ? `${prefix}: ${item.name}` : item.name}</p>
      <p className="rd-tooltip-value">
        <Swatch colour={item.fill ?? BAR_COLOUR} />
        {percent(item.value)}
      </p>
    </div>
  );
}

/** 'Gender': a full pie (no hole, no gaps) in purple and light blue, with a legend of percentages. */
export function GenderChart({ data }: { data: readonly AudienceItem[] }) {
  const segments = data.map((item, index) => ({ ...item, fill: PIE_COLOURS[index % PIE_COLOURS.length] ?? BAR_COLOUR }));
  return (
    <div className="rd-gender">
      <AspectRatio className="rd-pie">
        <PieChart responsive width="100%" height="100%" margin={{ top: 0, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <Pie
            data={segments}
            dataKey="value"
            nameKey="name"
            outerRadius={PIE_OUTER_RADIUS_PX}
            innerRadius={PIE_INNER_RADIUS_PX}
            paddingAngle={PIE_PADDING_ANGLE_DEG}
            stroke="none"
            // The pie is drawn for the eye only: its table is what keyboards and screen readers get.
            rootTabIndex={-1}
          />
          <Tooltip
            trigger={PIE_TOOLTIP_TRIGGER}
            isAnimationActive={false}
            wrapperStyle={{ zIndex: TOOLTIP_Z_INDEX }}
            allowEscapeViewBox={{ x: true, y: true }}
            content={({ active, payload }) => <ChartTooltip active={active} payload={payload} />}
          />
        </PieChart>
      </AspectRatio>
      <ul className="rd-legend" part="legend">
        {segments.map((segment) => (
          <li key={segment.name} className="rd-legend-item">
            <Swatch colour={segment.fill} />
            <span className="rd-legend-name">{segment.name}</span>
            <span className="rd-legend-value">{percent(segment.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Category names drawn as plain SVG text: recharts' own tick text would measure itself in document.body. */
function CategoryTick({ x, y, value }: { x: number | string; y: number | string; value: unknown }) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill={TICK_FILL} fontSize={TICK_FONT_SIZE_PX}>
      {String(value)}
    </text>
  );
}

/** 'Audience age' and 'Audience country': horizontal bars of name against value on a 0-100 axis. */
export function AudienceBarChart({ data, prefix }: { data: readonly AudienceItem[]; prefix: string }) {
  return (
    <BarChart
      responsive
      width="100%"
      height="100%"
      layout="vertical"
      data={[...data]}
      margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <XAxis type="number" domain={VALUE_AXIS_DOMAIN_PERCENT} hide />
      <YAxis
        type="category"
        dataKey="name"
        width={CATEGORY_AXIS_WIDTH_PX}
        interval={0}
        tickLine={false}
        axisLine={false}
        tick={({ x, y, payload }) => <CategoryTick x={x} y={y} value={payload.value} />}
      />
      <Tooltip
        isAnimationActive={false}
        cursor={{ fill: TRACK_FILL }}
        wrapperStyle={{ zIndex: TOOLTIP_Z_INDEX }}
        allowEscapeViewBox={{ x: false, y: true }}
        content={({ active, payload }) => <ChartTooltip active={active} payload={payload} prefix={prefix} />}
      />
      <Bar
        dataKey="value"
        barSize={BAR_THICKNESS_PX}
        radius={[0, BAR_CORNER_RADIUS_PX, BAR_CORNER_RADIUS_PX, 0]}
        fill={BAR_COLOUR}
        background={{ fill: TRACK_FILL, radius: BAR_CORNER_RADIUS_PX }}
      />
    </BarChart>
  );
}
