import { useId, type ReactNode } from 'react';
import { ErrorBoundary } from '../../src/ui/error-boundary';
import type { AudienceItem } from './data';
import { Icon } from './icons';

interface InsightCardProps {
  title: string;
  /** What the figures mean, for the help icon and the text alternative. */
  help: string;
  /** The heading of the name column of the text alternative: 'Gender', 'Age', 'Country'. */
  nameHeading: string;
  data: readonly AudienceItem[];
  children: ReactNode;
}

/**
 * One card of the audience insights block. The chart is drawn for the eye; screen
 * readers get the same figures as a table, present before the chart code arrives.
 */
export function InsightCard({ title, help, nameHeading, data, children }: InsightCardProps) {
  const titleId = useId();
  return (
    <article className="rd-insight" part="insight-card" aria-labelledby={titleId}>
      <header className="rd-insight-header">
        <h5 className="rd-insight-title" id={titleId}>{title}</h5>
        <span className="rd-insight-help" title={help}>
          <Icon name="help" size={16} />
        </span>
      </header>
      <div className="rd-insight-chart" aria-hidden="true">
        <ErrorBoundary fallback={<ChartUnavailable />}>{children}</ErrorBoundary>
      </div>
      <table className="rk-sr-only">
        <caption>{`${title}: ${help}`}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeading}</th>
            <th scope="col">Share of audience</th>
          </tr>
        </thead>
        <tbody>
          {data.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td>{`${item.value}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** Shown while the chart code loads: the card keeps its size, so nothing moves. */
export function ChartPlaceholder() {
  return <div className="rd-chart-placeholder" />;
}

/** Shown when the chart code could not be fetched or the chart could not be drawn; the table stays. */
export function ChartUnavailable() {
  return <p className="rd-chart-error">Chart unavailable</p>;
}
