import { DASHBOARD } from './content';

/*
 * The growth chart's viewBox and the gap between its bars, in the SVG's own units (it is scaled
 * to its box). The gap's share of the width, 24 of 1200, is the months' column gap in sections.css.
 */
const CHART_WIDTH = 1200;
const CHART_HEIGHT = 200;
const BAR_GAP = 24;

/** The Real-time Data section's sample analytics dashboard, drawn with plain SVG: no chart library. */
export function Dashboard() {
  const { monthlyGrowth, platforms } = DASHBOARD;
  const barWidth = (CHART_WIDTH - BAR_GAP * (monthlyGrowth.length - 1)) / monthlyGrowth.length;
  return (
    <div className="lp-dashboard" part="dashboard">
      <div className="lp-stat lp-card">
        <p className="lp-stat-label">Total followers</p>
        <p className="lp-stat-value">{DASHBOARD.totalFollowers}</p>
        <p className="lp-stat-change">{DASHBOARD.followersChange}</p>
        <Sparkline values={monthlyGrowth.map(({ value }) => value)} />
      </div>
      <div className="lp-stat lp-card">
        <p className="lp-stat-label">Engagement rate</p>
        <p className="lp-stat-value">{DASHBOARD.engagementRate}</p>
        <p className="lp-stat-change">{DASHBOARD.engagementChange}</p>
        <Sparkline values={DASHBOARD.engagementTrend} />
      </div>
      <div className="lp-card lp-platforms">
        <h3 className="lp-card-title">Platform breakdown</h3>
        <ul>
          {platforms.map(({ name, percent }) => (
            <li key={name} className="lp-platform">
              <span className="lp-platform-name">{name}</span>
              <span className="lp-platform-value">{percent}%</span>
              <svg className="lp-platform-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
                <rect width="100" height="8" rx="4" className="lp-bar-track" />
                <rect width={percent} height="8" rx="4" className="lp-bar-fill" />
              </svg>
            </li>
          ))}
        </ul>
      </div>
      <figure className="lp-card lp-growth">
        <figcaption className="lp-card-title">Monthly growth</figcaption>
        {/* Stretched to the card's width at a fixed height; the labels are HTML so text never distorts. */}
        <svg
          className="lp-growth-chart"
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Follower growth over 12 months, as a share of the best month: ${monthlyGrowth.map(({ month, value }) => `${month} ${value}%`).join(', ')}`}
        >
          {monthlyGrowth.map(({ month, value }, index) => {
            const height = (value / 100) * CHART_HEIGHT;
            return <rect key={month} className="lp-growth-bar" x={index * (barWidth + BAR_GAP)} y={CHART_HEIGHT - height} width={barWidth} height={height} />;
          })}
        </svg>
        <ol className="lp-growth-months" aria-hidden="true">
          {monthlyGrowth.map(({ month }) => (
            <li key={month} data-initial={month[0]}>
              <span>{month}</span>
            </li>
          ))}
        </ol>
      </figure>
    </div>
  );
}

/** A coordinate to a tenth of a unit: finer is invisible at any width, and only weighs on the HTML. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** A decorative trend line under a figure; the figure itself carries the meaning. */
function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const points = values.map((value, index) => `${tenth((index / (values.length - 1)) * 100)},${tenth(38 - ((value - min) / (max - min || 1)) * 34)}`);
  return (
    <svg className="lp-sparkline" viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true">
      <polygon className="lp-sparkline-area" points={`0,40 ${points.join(' ')} 100,40`} />
      <polyline className="lp-sparkline-line" points={points.join(' ')} />
    </svg>
  );
}
