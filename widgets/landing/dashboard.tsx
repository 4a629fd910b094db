import { DASHBOARD } from './content';

const CHART_WIDTH = 1200;
const CHART_HEIGHT = 200;
const BAR_GAP = 24;

/** SPEC §2.5's sample analytics dashboard, drawn with plain SVG: no chart library. */
export function Dashboard() {
  const { monthlyGrowth, platforms } = DASHBOARD;
  const barWidth = (CHART_WIDTH - BAR_GAP * (monthlyGrowth.length - 1)) / monthlyGrowth.length;
  return (
    <div className="lp-dashboard" part="dashboard">
      <div className="lp-stat lp-card">
        <p className="lp-stat-label">Total followers</p>
        <p className="lp-stat-value">{DASHBOARD.totalFollowers}</p>
        <p className="lp-stat-change">{DASHBOARD.followersChange}</p>
      </div>
      <div className="lp-stat lp-card">
        <p className="lp-stat-label">Engagement rate</p>
        <p className="lp-stat-value">{DASHBOARD.engagementRate}</p>
        <p className="lp-stat-change">{DASHBOARD.engagementChange}</p>
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
          aria-label={`Follower growth over 12 months: ${monthlyGrowth.map(({ month, value }) => `${month} ${value}`).join(', ')}`}
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
